/**
 * What a run of a machine walked, in terms both the model tests and the browser can record and the coverage report
 * can count (README "Coverage of the machines"). Pure: xstate only, no I/O.
 *
 * A transition is named by its key `source|event|order`: the source state's id, the event type and the position
 * among that event's guarded alternatives on that state (machineGraph's edge id without the target index). One
 * step of a walk is one event the actor took: the keys of the transitions that event selected (its first
 * microstep, as `machine.getTransitionData` names them; transitions of events raised meanwhile are not counted, as
 * in `machines/testing/coverage.ts`) and the state value the actor settled in.
 */
import type { ActorRefLike, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateValue } from 'xstate';

export type WalkStep = { keys: string[]; event: string; to: StateValue };

/** The key of a transition definition: `source|event|order`. */
export function transitionKey(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const alternatives = (source.transitions.get(definition.eventType) ?? []) as AnyTransitionDefinition[];
  return `${source.id}|${definition.eventType}|${Math.max(0, alternatives.indexOf(definition))}`;
}

/** The transition key of a drawn edge (`source|event|order|target index`). */
export function edgeTransitionKey(edgeId: string): string {
  return edgeId.split('|').slice(0, 3).join('|');
}

export type WalkListener = {
  /** An actor of a machine started in `value`; `actor` tells runs apart. */
  start(machine: AnyStateMachine, actor: string, value: StateValue): void;
  step(machine: AnyStateMachine, actor: string, step: WalkStep): void;
};

function machineOf(actorRef: ActorRefLike): AnyStateMachine | null {
  const logic = (actorRef as { logic?: unknown }).logic as { root?: unknown; id?: unknown } | undefined;
  return logic && typeof logic.root === 'object' && typeof logic.id === 'string' ? (logic as unknown as AnyStateMachine) : null;
}

/**
 * An inspection observer (`createActor(machine, { inspect })`) that reports each machine actor's start and each
 * event it took. Events that select no transition (refused ones) are not steps.
 */
export function walkInspector(listener: WalkListener): (event: InspectionEvent) => void {
  const pending = new Map<ActorRefLike, { event: unknown; keys: string[] | null }>();
  return (ev) => {
    const machine = machineOf(ev.actorRef);
    if (!machine) return;
    const actor = (ev.actorRef as { sessionId?: string }).sessionId ?? '';
    if (ev.type === '@xstate.event') {
      if (ev.event.type !== 'xstate.init') pending.set(ev.actorRef, { event: ev.event, keys: null });
    } else if (ev.type === '@xstate.microstep') {
      const open = pending.get(ev.actorRef);
      if (open && open.keys === null && ev.event === open.event) open.keys = ev._transitions.map(transitionKey);
    } else if (ev.type === '@xstate.snapshot') {
      const value = (ev.snapshot as { value?: StateValue }).value;
      if (value === undefined) return;
      if (ev.event.type === 'xstate.init') {
        listener.start(machine, actor, value);
        return;
      }
      const open = pending.get(ev.actorRef);
      if (!open || open.event !== ev.event) return;
      pending.delete(ev.actorRef);
      if (open.keys && open.keys.length > 0) listener.step(machine, actor, { keys: open.keys, event: ev.event.type, to: value });
    }
  };
}
