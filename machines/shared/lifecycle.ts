/**
 * What a server-held lifecycle declares beside its machine (docs/workflow.md): for every event, who may send it
 * and what it is called. Pure data and pure functions, shared by the services (which compute `availableEvents`
 * for a caller) and the app (which labels the live chart with it).
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventFromLogic } from 'xstate';
import type { Localized } from '../rules/messages';

/** Who sends an event: the entity's owner, operations staff, or the platform itself (deadlines, providers). */
export type ActorRole = 'member' | 'operations' | 'system';
export const ACTOR_ROLES: readonly ActorRole[] = ['member', 'operations', 'system'];

export type EventRow<E extends { type: string }> = {
  by: readonly ActorRole[];
  label: Localized;
  /**
   * The payload comes from a form the caller fills (a card number, a reason): the machine's guard checks that
   * input, so the event is offered whenever the current state accepts its type at all.
   */
  input?: boolean;
  /** The event to ask the machine about for this caller (default `{ type, actorId }`), when its guard reads more. */
  probe?: (actorId: number | null) => E;
};

/** One row per event type of the machine (a test checks the table against the machine). */
export type EventTable<M extends AnyStateMachine> = {
  [K in EventFromLogic<M>['type']]: EventRow<Extract<EventFromLogic<M>, { type: K }>>;
};

/** The event name of every entity's first log row (the machine's initial transition). */
export const CREATE_EVENT = 'entity.create';

/** `{ a: { b: 'c' } }` → `a.b.c`; a parallel state joins its regions with `+`. */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${key}.${stateValueToString(child)}`)
      .join('+');
  }
  return String(value);
}

/** A lifecycle as machines/ declares it: the machine, the entity type the services store it under, its events. */
export type LifecycleDefinition<M extends AnyStateMachine = AnyStateMachine> = {
  entityType: string;
  machine: M;
  events: EventTable<M>;
};

export function defineLifecycle<M extends AnyStateMachine>(entityType: string, machine: M, events: EventTable<M>): LifecycleDefinition<M> {
  return { entityType, machine, events };
}

/** The active state nodes of a snapshot, with their ancestors (the nodes whose `on` may answer an event). */
function activeNodes(machine: AnyStateMachine, value: unknown): AnyStateNode[] {
  const nodes: AnyStateNode[] = [machine.root];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) nodes.push(child);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const child = node.states[key];
        if (!child) continue;
        nodes.push(child);
        walk(child, sub);
      }
    }
  };
  walk(machine.root, value);
  return nodes;
}

/** Whether some active state has a transition for this event type (guards not asked). */
export function acceptsType(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, type: string): boolean {
  if (snapshot.status !== 'active') return false;
  return activeNodes(machine, snapshot.value).some((node) => (node.on as Record<string, unknown[]>)[type]?.length);
}

/** Every event the current state accepts, in table order, with who may send it (for "what comes next"). */
export function nextEventsOf(definition: LifecycleDefinition, snapshot: AnyMachineSnapshot): Array<{ event: string; by: ActorRole[] }> {
  const rows = definition.events as Record<string, EventRow<{ type: string }>>;
  return Object.entries(rows)
    .filter(([type]) => acceptsType(definition.machine, snapshot, type))
    .map(([event, row]) => ({ event, by: [...row.by] }));
}

/** The events `role` may send now: the table allows the role and the machine accepts the event (guards included). */
export function availableEventsOf(definition: LifecycleDefinition, snapshot: AnyMachineSnapshot, role: ActorRole, actorId: number | null): string[] {
  const rows = definition.events as Record<string, EventRow<{ type: string }>>;
  return Object.entries(rows)
    .filter(([type, row]) => {
      if (!row.by.includes(role) || !acceptsType(definition.machine, snapshot, type)) return false;
      if (row.input && !row.probe) return true;
      const probe = row.probe ? row.probe(actorId) : { type, actorId };
      return snapshot.can(probe as never);
    })
    .map(([type]) => type);
}

/** The label of an event in one language (the type itself when the table does not know it). */
export function eventLabel(definition: LifecycleDefinition, type: string, lang: 'zh' | 'en'): string {
  const row = (definition.events as Record<string, EventRow<{ type: string }> | undefined>)[type];
  return row ? row.label[lang] : type;
}

/**
 * A state node's short name: its `meta.label` (every lifecycle state has one, labels.test.ts); for a machine without
 * labels, the part of its description before the first colon ("已打包：…" → "已打包"), else the key.
 */
function nodeLabel(node: AnyStateNode, lang: 'zh' | 'en'): string {
  const meta = node.meta as { label?: Localized; description?: Localized } | undefined;
  const label = meta?.label?.[lang]?.trim();
  if (label) return label;
  const described = meta?.description?.[lang]?.split(/[：:。.]/)[0]!.trim();
  return described || node.key;
}

/** The short name of the state a snapshot is in (its deepest active state), in one language: "待打款" / "Awaiting payout". */
export function stateLabel(machine: AnyStateMachine, value: unknown, lang: 'zh' | 'en'): string {
  const nodes = activeNodes(machine, value);
  const deepest = nodes[nodes.length - 1];
  return deepest && deepest !== machine.root ? nodeLabel(deepest, lang) : String(value);
}

/**
 * The short name of a state as the log and the services write it, one dotted string ("feeDue.choosingMode"), in
 * one language; the string itself when the machine has no such state (a state renamed since).
 */
export function stateLabelOf(machine: AnyStateMachine, state: string, lang: 'zh' | 'en'): string {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of state.split('.')) node = node && Object.hasOwn(node.states, key) ? node.states[key] : undefined;
  return node ? nodeLabel(node, lang) : state;
}
