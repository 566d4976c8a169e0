/**
 * Server-held lifecycles (DESIGN.md section 3; REFERENCES.md "XState v5 on the server"). An entity row keeps its
 * machine's `state_value` and `context` (jsonb) and a `version`; a request that moves it:
 *
 *   1. reads the row `FOR UPDATE` inside a transaction (so two requests on one entity take turns),
 *   2. calls `lifecycle.step(row, event)`: the snapshot is rebuilt with `resolveState`, an event the machine refuses
 *      throws `refused` (a 400 with the caller's message), otherwise the pure `transition()` gives the next value,
 *      context and the actions the machine named,
 *   3. writes the row (`version + 1`) and `lifecycle.log(tx, ...)` in the same transaction,
 *   4. runs the named actions after commit (`runActions`), e.g. "send the micro-deposit".
 *
 * The machine is the only authority on what may happen next; the browser's copy is for display.
 */
import { and, asc, eq } from 'drizzle-orm';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, initialTransition, transition, type InputFrom } from 'xstate';
import type { Executor } from '../db/client';
import { entityTransitions } from '../db/schema';
import type { ServiceError } from './errors';
import type { JsonSchema } from './schemas';

export type StoredState = { stateValue: unknown; context: unknown };

export type Actor = { id: number | null; role: 'member' | 'operations' | 'system' };

export type Step<TMachine extends AnyStateMachine> = {
  stateValue: unknown;
  context: ReturnType<TMachine['getInitialSnapshot']>['context'];
  /** The types of the actions the machine named, in order (its effects: run them after commit). */
  actions: string[];
  /** The state value as one dotted string (`verifying.awaitingAmount`), handy for indexed status columns. */
  status: string;
};

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

function actionTypes(actions: ReadonlyArray<{ type: string }>): string[] {
  // xstate's own bookkeeping actions (assign, raise, ...) are not effects the shell runs.
  return actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
}

export function createLifecycle<TMachine extends AnyStateMachine>(
  machine: TMachine,
  entityType: string,
  /** The error for an event the machine refuses in the current state (a 400 in the caller's language). */
  refused: () => ServiceError,
) {
  return {
    entityType,

    /** The first state of a new entity. */
    start(input: InputFrom<TMachine>): Step<TMachine> {
      const [started, actions] = initialTransition(machine, input);
      const snapshot = started as AnyMachineSnapshot;
      return { stateValue: snapshot.value, context: snapshot.context, actions: actionTypes(actions), status: stateValueToString(snapshot.value) };
    },

    /** Whether the stored entity accepts the event now (for offering a button, or a precise error). */
    can(stored: StoredState, event: EventFromLogic<TMachine>): boolean {
      return machine.resolveState({ value: stored.stateValue as never, context: stored.context as never }).can(event);
    },

    /** The next state for `event`; throws `refused()` when the machine does not accept it now. */
    step(stored: StoredState, event: EventFromLogic<TMachine>): Step<TMachine> {
      const snapshot = machine.resolveState({ value: stored.stateValue as never, context: stored.context as never });
      if (!snapshot.can(event)) throw refused();
      const [moved, actions] = transition(machine, snapshot as never, event);
      const next = moved as AnyMachineSnapshot;
      return { stateValue: next.value, context: next.context, actions: actionTypes(actions), status: stateValueToString(next.value) };
    },

    /** Appends one row to the transition log; call it in the transaction that writes the entity. */
    async log(
      db: Executor,
      entry: { entityId: string | number; seq: number; event: string; from: unknown; to: unknown; actor: Actor; reason?: string | null; at: Date },
    ): Promise<void> {
      await db.insert(entityTransitions).values({
        entityType,
        entityId: String(entry.entityId),
        seq: entry.seq,
        event: entry.event,
        fromValue: entry.from ?? null,
        toValue: entry.to,
        actorId: entry.actor.id,
        actorRole: entry.actor.role,
        reason: entry.reason ?? null,
        at: entry.at,
      });
    },
  };
}

/** Runs the effects a step named, after the transaction committed. Unknown names are a programming error. */
export async function runActions(actions: string[], handlers: Record<string, () => Promise<void> | void>): Promise<void> {
  for (const name of actions) {
    const handler = handlers[name];
    if (!handler) continue; // context-only actions (assign…) have no handler on the server
    await handler();
  }
}

/** One accepted event of an entity (a row of entity_transitions) as operations see it; `at` in ms. */
export type TransitionView = {
  seq: number;
  event: string;
  from: string | null;
  to: string;
  actorId: number | null;
  actorRole: string;
  reason: string | null;
  at: number;
};

/** The schema of a `TransitionView` in a route's answer. */
export const transitionSchema: JsonSchema = {
  type: 'object',
  properties: {
    seq: { type: 'integer' },
    event: { type: 'string' },
    from: { type: ['string', 'null'] },
    to: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    actorRole: { type: 'string' },
    reason: { type: ['string', 'null'] },
    at: { type: 'integer' },
  },
};

/** The decision history of one entity, oldest first (what `log` wrote for it). */
export async function historyOf(db: Executor, entityType: string, entityId: string | number): Promise<TransitionView[]> {
  const rows = await db
    .select()
    .from(entityTransitions)
    .where(and(eq(entityTransitions.entityType, entityType), eq(entityTransitions.entityId, String(entityId))))
    .orderBy(asc(entityTransitions.seq));
  return rows.map((row) => ({
    seq: row.seq,
    event: row.event,
    from: row.fromValue == null ? null : String(row.fromValue),
    to: String(row.toValue),
    actorId: row.actorId,
    actorRole: row.actorRole,
    reason: row.reason,
    at: row.at.getTime(),
  }));
}
