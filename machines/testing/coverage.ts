/**
 * State and transition coverage computed from the machine itself: every state node and every transition
 * definition under `machine.root`, against the transitions that a set of paths actually takes
 * (`machine.getTransitionData` replays each step). Used by the coverage tests to fail below 100 %.
 */
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';

export type TransitionRef = { key: string; source: AnyStateNode; definition: AnyTransitionDefinition };

export type CoverageReport = {
  states: { total: number; reached: number; missing: string[] };
  transitions: { total: number; reached: number; missing: string[] };
};

/** One run through the machine: its input and the events sent (an `xstate.init` event is skipped). */
export type Run = { input?: unknown; events: EventObject[] };

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

function describeTransition(source: AnyStateNode, eventType: string, index: number, definition: AnyTransitionDefinition): string {
  const guard = definition.guard ? ` [${typeof definition.guard === 'string' ? definition.guard : ((definition.guard as { type?: string }).type ?? 'guard')}]` : '';
  const targets = definition.target?.length ? definition.target.map((t: AnyStateNode) => `#${t.id}`).join(',') : '(self)';
  return `#${source.id} --${eventType || '(always)'}#${index}${guard}--> ${targets}`;
}

/** Every transition definition: event transitions of every node, and eventless (`always`) ones. */
export function allTransitions(machine: AnyStateMachine): TransitionRef[] {
  const out: TransitionRef[] = [];
  for (const source of allStateNodes(machine)) {
    for (const [eventType, definitions] of source.transitions) {
      definitions.forEach((definition: AnyTransitionDefinition, index: number) =>
        out.push({ key: describeTransition(source, eventType, index, definition), source, definition }),
      );
    }
    (source.always ?? []).forEach((definition: AnyTransitionDefinition, index: number) =>
      out.push({ key: describeTransition(source, '', index, definition), source, definition }),
    );
  }
  return out;
}

/** The state value that is active exactly when `node` is (for `snapshot.matches`). */
function valueOf(node: AnyStateNode): StateValue | null {
  if (node.path.length === 0) return null;
  return node.path
    .slice(0, -1)
    .reduceRight<StateValue>((inner, key) => ({ [key]: inner }), node.path[node.path.length - 1]);
}

/**
 * Coverage of `runs`: each run is replayed from the initial snapshot with the pure `transition()`, and
 * `machine.getTransitionData` names the transition definitions each event takes. Eventless (`always`)
 * transitions are not replayed: a machine with `always` shows them missing.
 */
export function computeCoverage(machine: AnyStateMachine, runs: Run[]): CoverageReport {
  const nodes = allStateNodes(machine);
  const transitions = allTransitions(machine);
  const reachedNodes = new Set<AnyStateNode>();
  const takenDefinitions = new Set<AnyTransitionDefinition>();

  type Snap = ReturnType<typeof initialTransition<AnyStateMachine>>[0];
  const markStates = (snapshot: Snap) => {
    for (const node of nodes) {
      const value = valueOf(node);
      if (value === null || snapshot.matches(value as never)) reachedNodes.add(node);
    }
  };

  for (const run of runs) {
    let [snapshot] = initialTransition(machine, run.input as never);
    markStates(snapshot);
    for (const event of run.events) {
      if (event.type === 'xstate.init') continue;
      for (const definition of machine.getTransitionData(snapshot as never, event as never)) {
        takenDefinitions.add(definition);
      }
      [snapshot] = transition(machine, snapshot, event as never);
      markStates(snapshot);
    }
  }

  const missingStates = nodes.filter((n) => !reachedNodes.has(n)).map((n) => `#${n.id}`);
  const missingTransitions = transitions.filter((t) => !takenDefinitions.has(t.definition)).map((t) => t.key);
  return {
    states: { total: nodes.length, reached: nodes.length - missingStates.length, missing: missingStates },
    transitions: {
      total: transitions.length,
      reached: transitions.length - missingTransitions.length,
      missing: missingTransitions,
    },
  };
}

export function percent(part: { total: number; reached: number }): number {
  return part.total === 0 ? 100 : (100 * part.reached) / part.total;
}
