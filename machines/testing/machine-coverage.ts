/**
 * The coverage report of one machine (README "Coverage of the machines"): its states, transitions and simple paths,
 * and which of them the model tests and the browser tests walked (walk-log.ts records, from both runners). Used by
 * scripts/machine-coverage.ts; test-only code (it needs the test models).
 *
 * - Transitions are transition definitions, named `source|event|order` (graph/transition-walk.ts): each guarded
 *   alternative is one, a transition with several targets is one.
 * - Simple paths are counted on the graph of state values that the test model can reach (its events, inputs and
 *   `filterEvents`, context as `project` keeps it): a path starts at an initial state, takes transitions and never
 *   enters a state value twice; every such path counts, whatever state it ends in (as `getSimplePaths` lists them),
 *   except the empty one. Counting stops at `PATH_BOUND`. A walk covers a path when the path is a prefix of the walk.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject, StateValue } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionKey } from '../graph/transition-walk';
import { guardName, type LocalizedText } from '../graph/machine-graph';
import { allStateNodes } from './coverage';
import type { ModelSpec } from './model';
import type { WalkRecord } from './walk-log';

export const PATH_BOUND = 10_000;
/** How many tests a report names per transition and runner (the count says how many there are). */
export const TESTS_NAMED = 5;

export type TestRef = { file: string; title: string };
export type Walkers = { count: number; tests: TestRef[] };

export type TransitionEntry = {
  key: string;
  source: string;
  event: string;
  order: number;
  guard: string | null;
  targets: string[];
  unit: Walkers;
  browser: Walkers;
};

export type Tally = { total: number; unit: number; browser: number };

export type MachineCoverage = {
  machine: string;
  title: LocalizedText;
  file: string;
  exportName: string;
  hasModel: boolean;
  states: Tally & { uncovered: { unit: string[]; browser: string[] } };
  transitions: Tally & { list: TransitionEntry[] };
  /** `capped`: the machine has at least `total` simple paths (counting stopped there). */
  paths: Tally & { capped: boolean; bound: number };
};

/** Every transition definition of the machine with its key, in document order. */
export function transitionDefinitions(machine: AnyStateMachine): Array<{ key: string; definition: AnyTransitionDefinition }> {
  const out: Array<{ key: string; definition: AnyTransitionDefinition }> = [];
  for (const node of allStateNodes(machine)) {
    for (const definitions of node.transitions.values()) {
      for (const definition of definitions as AnyTransitionDefinition[]) out.push({ key: transitionKey(definition), definition });
    }
  }
  return out;
}

/** The ids of the state nodes active in `value` (the root and every ancestor included). */
export function activeNodeIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids = [machine.root.id];
  const walk = (node: AnyStateNode, v: StateValue) => {
    const entries: Array<[string, StateValue | null | undefined]> = typeof v === 'string' ? [[v, null]] : Object.entries(v);
    for (const [key, sub] of entries) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      ids.push(child.id);
      if (sub !== null && sub !== undefined) walk(child, sub);
    }
  };
  walk(machine.root, value);
  return ids;
}

/**
 * A state as the services' history writes it (`a.b`, docs/workflow.md) as a state value (`{ a: 'b' }`). No machine
 * has parallel states, whose regions the history joins with `+`: those are not read.
 */
export function dottedToValue(state: string): StateValue {
  const keys = state.split('.');
  return keys.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), keys[keys.length - 1]!);
}

/**
 * Which transition a server-held entity took, from what its history says (event, from, to): the first alternative,
 * deepest state first, whose targets are all active afterwards (a targetless one when the state did not change).
 * Guarded alternatives leading to the same place cannot be told apart this way: the first one is credited.
 */
export function resolveObservedStep(machine: AnyStateMachine, step: { event: string; from: string | null; to: string }): string | null {
  if (step.from === null) return null;
  const from = new Set(activeNodeIds(machine, dottedToValue(step.from)));
  const to = new Set(activeNodeIds(machine, dottedToValue(step.to)));
  const nodes = allStateNodes(machine)
    .filter((n) => from.has(n.id))
    .sort((a, b) => b.path.length - a.path.length);
  for (const node of nodes) {
    for (const definition of (node.transitions.get(step.event) ?? []) as AnyTransitionDefinition[]) {
      const targets = (definition.target ?? []) as AnyStateNode[];
      const fits = targets.length === 0 ? step.from === step.to : targets.every((t) => to.has(t.id));
      if (fits) return transitionKey(definition);
    }
  }
  return null;
}

/** The graph of state values the model reaches: edges labelled by the transition keys their event takes. */
export type PathGraph = { initials: string[]; edges: Map<string, Map<string, string>> };

const valueKey = (value: unknown) => JSON.stringify(value);

export function pathGraph(machine: AnyStateMachine, spec?: ModelSpec): PathGraph {
  const project = (spec?.project ?? (() => null)) as (context: unknown) => unknown;
  const inputs = spec?.inputs?.length ? spec.inputs : [undefined];
  const initials = new Set<string>();
  // from → (edge id `keys>to`) → to
  const edges = new Map<string, Map<string, string>>();
  for (const input of inputs) {
    const model = createTestModel(machine, {
      events: (spec?.events ?? []) as never,
      input,
      filterEvents: (snapshot, event) => (snapshot as unknown as { can(e: unknown): boolean }).can(event),
      serializeState: ((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: project(snapshot.context) })) as never,
    });
    const adjacency = model.getAdjacencyMap();
    const first = Object.values(adjacency)[0];
    if (first) initials.add(valueKey((first.state as AnyMachineSnapshot).value));
    for (const { state, transitions } of Object.values(adjacency)) {
      const snapshot = state as AnyMachineSnapshot;
      const from = valueKey(snapshot.value);
      for (const { event, state: next } of Object.values(transitions) as Array<{ event: unknown; state: unknown }>) {
        const to = valueKey((next as AnyMachineSnapshot).value);
        if (to === from) continue;
        const keys = (machine.getTransitionData(snapshot as never, event as EventObject as never) as AnyTransitionDefinition[]).map(transitionKey);
        if (keys.length === 0) continue;
        let out = edges.get(from);
        if (!out) edges.set(from, (out = new Map()));
        out.set(`${keys.join('+')}>${to}`, to);
      }
    }
  }
  return { initials: [...initials], edges };
}

/** The number of simple paths (see the header), stopping at `bound`. */
export function countSimplePaths(graph: PathGraph, bound = PATH_BOUND): { count: number; capped: boolean } {
  let count = 0;
  const visited = new Set<string>();
  const visit = (at: string): boolean => {
    visited.add(at);
    for (const to of graph.edges.get(at)?.values() ?? []) {
      if (visited.has(to)) continue;
      count++;
      if (count >= bound || visit(to)) return true;
    }
    visited.delete(at);
    return false;
  };
  for (const initial of graph.initials) {
    visited.clear();
    if (visit(initial)) return { count: bound, capped: true };
  }
  return { count, capped: false };
}

/** The simple paths of `graph` that a walk takes (its prefixes up to the first repeated state value). */
export function walkedPaths(graph: PathGraph, walk: Pick<WalkRecord, 'initial' | 'steps'>): string[] {
  if (walk.initial === null) return [];
  let at = valueKey(walk.initial);
  if (!graph.initials.includes(at)) return [];
  const seen = new Set([at]);
  const out: string[] = [];
  let id = at;
  for (const step of walk.steps) {
    const to = valueKey(step.to);
    const edge = `${step.keys.join('+')}>${to}`;
    if (seen.has(to) || !graph.edges.get(at)?.has(edge)) break;
    id += ` ${edge}`;
    out.push(id);
    seen.add(to);
    at = to;
  }
  return out;
}

type Source = 'unit' | 'browser';

/** The report of one machine from the walks of both runners (walks of other machines are ignored). */
export function machineCoverage(
  entry: { machine: AnyStateMachine; file: string; exportName: string; title: LocalizedText },
  spec: ModelSpec | undefined,
  walks: readonly WalkRecord[],
  bound = PATH_BOUND,
): MachineCoverage {
  const { machine } = entry;
  const definitions = transitionDefinitions(machine);
  const known = new Set(definitions.map((d) => d.key));
  const nodes = allStateNodes(machine).map((n) => n.id);
  const graph = pathGraph(machine, spec);
  const paths = countSimplePaths(graph, bound);

  const reachedStates: Record<Source, Set<string>> = { unit: new Set(), browser: new Set() };
  const taken: Record<Source, Map<string, Map<string, TestRef>>> = { unit: new Map(), browser: new Map() };
  const walkedPathIds: Record<Source, Set<string>> = { unit: new Set(), browser: new Set() };

  const take = (source: Source, key: string, test: TestRef) => {
    if (!known.has(key)) return;
    let tests = taken[source].get(key);
    if (!tests) taken[source].set(key, (tests = new Map()));
    tests.set(`${test.file}\n${test.title}`, test);
  };
  const reach = (source: Source, value: StateValue) => {
    for (const id of activeNodeIds(machine, value)) reachedStates[source].add(id);
  };

  for (const walk of walks) {
    if (walk.machine !== machine.id) continue;
    const source = walk.source;
    const test = { file: walk.file, title: walk.title };
    if (walk.initial !== null) reach(source, walk.initial);
    for (const step of walk.steps) {
      reach(source, step.to);
      for (const key of step.keys) take(source, key, test);
    }
    for (const observed of walk.observed ?? []) {
      if (observed.from !== null) reach(source, dottedToValue(observed.from));
      reach(source, dottedToValue(observed.to));
      const key = resolveObservedStep(machine, observed);
      if (key) take(source, key, test);
    }
    for (const id of walkedPaths(graph, walk)) walkedPathIds[source].add(id);
  }

  const walkers = (source: Source, key: string): Walkers => {
    const tests = [...(taken[source].get(key)?.values() ?? [])].sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));
    return { count: tests.length, tests: tests.slice(0, TESTS_NAMED) };
  };
  const list: TransitionEntry[] = definitions.map(({ key, definition }) => ({
    key,
    source: definition.source.id,
    event: definition.eventType,
    order: Number(key.split('|')[2]),
    guard: definition.guard === undefined ? null : guardName(definition.guard),
    targets: ((definition.target ?? []) as AnyStateNode[]).map((t) => t.id),
    unit: walkers('unit', key),
    browser: walkers('browser', key),
  }));
  const covered = (source: Source) => list.filter((t) => t[source].count > 0).length;
  const statesCovered = (source: Source) => nodes.filter((id) => reachedStates[source].has(id));

  return {
    machine: machine.id,
    title: entry.title,
    file: entry.file,
    exportName: entry.exportName,
    hasModel: spec !== undefined,
    states: {
      total: nodes.length,
      unit: statesCovered('unit').length,
      browser: statesCovered('browser').length,
      uncovered: {
        unit: nodes.filter((id) => !reachedStates.unit.has(id)),
        browser: nodes.filter((id) => !reachedStates.browser.has(id)),
      },
    },
    transitions: { total: list.length, unit: covered('unit'), browser: covered('browser'), list },
    paths: {
      total: paths.count,
      capped: paths.capped,
      bound,
      unit: Math.min(walkedPathIds.unit.size, paths.count),
      browser: Math.min(walkedPathIds.browser.size, paths.count),
    },
  };
}

export function ratio(part: number, total: number): number {
  return total === 0 ? 100 : Math.floor((1000 * part) / total) / 10;
}
