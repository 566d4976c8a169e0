/**
 * The one workflow engine of the services (DESIGN.md section 3, docs/workflow.md). Every server-held lifecycle
 * (real-name application, bank card, recharge order, withdrawal, and every later one) is stored through it:
 *
 *   create       the initial transition and the creating events, each logged;
 *   lockAndStep  the row `FOR UPDATE` (two requests on one entity take turns), the snapshot rebuilt with
 *                `resolveState`, an event the machine refuses answered with a 400 naming the event and the state,
 *                the pure `transition()`, the effects that must commit with the step run in the transaction,
 *                then state value, context, status and version written and one row appended to the hash-chained
 *                log (services/lib/hash-chain.ts);
 *   afterCommit  effects that must not run inside the transaction (a bank deposit, a provider call) are written as
 *                jobs in the step's transaction and run once it committed; a crash in between leaves the job for
 *                the scheduler (services/workflow/scheduler.ts): at least once, so their handlers are idempotent;
 *   deadlines    after every step the entity says when its `timer.expired` is due; one pending deadline job per
 *                entity, fired exactly once (the job is claimed with SKIP LOCKED and marked done in the
 *                transaction that steps the entity).
 *
 * An entity folder keeps only its table, its checks and effects, and its view.
 */
import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, initialTransition, type InputFrom, transition } from 'xstate';
import {
  type ActorRole,
  availableEventsOf,
  CREATE_EVENT,
  eventLabel,
  type LifecycleDefinition,
  nextEventsOf,
  stateLabel,
  stateValueToString,
} from '../../machines/shared/lifecycle';
import type { Database, Executor, Transaction } from '../db/client';
import { entityTransitions, workflowJobs } from '../db/schema';
import type { Clock } from './clock';
import { ServiceError } from './errors';
import { GENESIS_HASH, transitionHash } from './hash-chain';
import { noteStep } from './step-observer';

// Defined beside the lifecycles (the browser suite's path runner reads the log with them too); kept exported here.
export { CREATE_EVENT, stateValueToString };
import { coreMessages, type Lang } from './messages';

export type Actor = { id: number | null; role: ActorRole };
export const SYSTEM_ACTOR: Actor = { id: null, role: 'system' };


/** The columns every lifecycle table has. */
export type StoredEntity = { id: number; stateValue: unknown; context: unknown; status: string; version: number };

type EntityTable = PgTable & {
  id: PgColumn;
  stateValue: PgColumn;
  context: PgColumn;
  status: PgColumn;
  version: PgColumn;
};


/** xstate's own bookkeeping actions (assign, raise, ...) are not effects. */
function effectNames(actions: ReadonlyArray<{ type: string }>): string[] {
  return actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
}

/** Columns an in-transaction effect adds to the row (e.g. the ledger transfer it made). */
export type EffectHandlers<I> = Record<string, () => Promise<Partial<I> | void>>;

export type StepOptions<I, R extends StoredEntity = StoredEntity> = {
  /** Business columns written with the step. */
  columns?: Partial<I>;
  /** The reason logged with the step (an operations decision's, an expiry's). */
  reason?: string | null;
  at?: Date;
  /**
   * The handlers of the effects that must commit with the step (ledger transfers, rows of other tables), or a
   * function of the row before the step that makes them.
   */
  effects?: EffectHandlers<I> | ((row: R) => EffectHandlers<I>);
};

/** One accepted event as the log holds it; `at` in ms. */
export type TransitionView = {
  seq: number;
  event: string;
  from: string | null;
  to: string;
  actorId: number | null;
  actorRole: string;
  reason: string | null;
  at: number;
  hash: string | null;
};

/** A step of the log as a reviewed application answers it (real name, expert): no seq or hash, the time as ISO text. */
export type DecisionView = Omit<TransitionView, 'seq' | 'hash' | 'at'> & { at: string };

export const asDecisions = (log: TransitionView[]): DecisionView[] =>
  log.map((h) => ({ event: h.event, from: h.from, to: h.to, actorId: h.actorId, actorRole: h.actorRole, reason: h.reason, at: new Date(h.at).toISOString() }));

export type JobRow = typeof workflowJobs.$inferSelect;

export type EntityStoreSpec<M extends AnyStateMachine, R extends StoredEntity, I> = {
  lifecycle: LifecycleDefinition<M>;
  table: EntityTable;
  db: Database;
  clock: Clock;
  /** The member who owns the entity (null: none), for "your own entities only". */
  ownerOf: (row: R) => number | null;
  /** Columns that follow the machine's context on every write (e.g. a card's `isDefault`). */
  derive?: (context: ReturnType<M['getInitialSnapshot']>['context']) => Partial<I>;
  /** When this entity's `timer.expired` is due now (null: no deadline in this state). */
  deadline?: (row: R) => Date | null;
  /**
   * Columns written when the entity enters a state (its `status` string changes, or on create): e.g. the deadline
   * of the new state, computed from the step's time. A step's own `columns` win over these.
   */
  onEnter?: (status: string, row: R, at: Date) => Partial<I>;
  /** Extra columns a deadline's step writes (e.g. the reason 'expired'). */
  onDeadline?: (row: R) => { columns?: Partial<I>; reason?: string | null };
  /**
   * Effects run after commit, by action name; each is given the entity as it is now and its job (whose
   * `entityVersion` is the version the step wrote). At least once: a handler must be safe to run again.
   */
  afterCommit?: Record<string, (row: R, job: JobRow) => Promise<void>>;
  /**
   * Told of every row the store writes (create or step), inside the transaction: for in-process caches of reads to
   * drop what they hold (a cache filled between this call and the commit may keep the old rows for its lifetime).
   */
  onWrite?: (row: R) => void;
  /** What a member may see of the context (default: all of it). */
  memberContext?: (context: Record<string, unknown>) => Record<string, unknown>;
};

const LEASE_MS = 60_000;
const RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * The after-commit jobs each open transaction wrote, each bound to the store that wrote it (a transaction may step
 * entities of several types: each job must run with its own type's handlers): run once the transaction committed.
 */
const pendingJobs = new WeakMap<object, Array<() => Promise<void>>>();

export function createEntityStore<M extends AnyStateMachine, R extends StoredEntity, I = Partial<R>>(spec: EntityStoreSpec<M, R, I>) {
  const { lifecycle, table, clock } = spec;
  const machine = lifecycle.machine;
  const entityType = lifecycle.entityType;
  const now = () => new Date(clock.now());
  const hasUpdatedAt = 'updatedAt' in table;

  function snapshotOf(stored: { stateValue: unknown; context: unknown }): AnyMachineSnapshot {
    return machine.resolveState({ value: stored.stateValue as never, context: stored.context as never }) as AnyMachineSnapshot;
  }

  /** A 400 that names the event and the state in the caller's language; `data.reason` for the app to switch on. */
  function refused(snapshot: AnyMachineSnapshot, event: { type: string }): ServiceError {
    const state = stateValueToString(snapshot.value);
    return new ServiceError(
      400,
      (lang: Lang) => {
        const text = coreMessages.eventRefused[lang];
        return text.replace('{event}', eventLabel(lifecycle, event.type, lang)).replace('{state}', stateLabel(machine, snapshot.value, lang));
      },
      { reason: 'eventRefused', event: event.type, state },
    );
  }

  async function previousHash(db: Executor, entityId: number, seq: number): Promise<string> {
    if (seq <= 1) return GENESIS_HASH;
    const [prev] = await db
      .select({ hash: entityTransitions.hash })
      .from(entityTransitions)
      .where(and(eq(entityTransitions.entityType, entityType), eq(entityTransitions.entityId, String(entityId)), eq(entityTransitions.seq, seq - 1)));
    return prev?.hash ?? GENESIS_HASH;
  }

  async function log(db: Executor, entry: { entityId: number; seq: number; event: string; from: unknown; to: unknown; actor: Actor; reason: string | null; at: Date }) {
    const prevHash = await previousHash(db, entry.entityId, entry.seq);
    const content = {
      entityType,
      entityId: String(entry.entityId),
      seq: entry.seq,
      event: entry.event,
      from: entry.from ?? null,
      to: entry.to,
      actorId: entry.actor.id,
      actorRole: entry.actor.role,
      reason: entry.reason,
      at: entry.at,
    };
    await db.insert(entityTransitions).values({
      entityType,
      entityId: content.entityId,
      seq: entry.seq,
      event: entry.event,
      fromValue: content.from,
      toValue: entry.to,
      actorId: entry.actor.id,
      actorRole: entry.actor.role,
      reason: entry.reason,
      at: entry.at,
      prevHash,
      hash: transitionHash(content, prevHash),
    });
    noteStep({
      machine: machine.id,
      entity: `${entityType}:${content.entityId}`,
      event: entry.event,
      from: entry.from == null ? null : stateValueToString(entry.from),
      to: stateValueToString(entry.to),
    });
  }

  /**
   * Keeps one pending deadline job for the entity, at the time the entity names now (or none). `before` is the row
   * before the step: when neither it nor the new row has a deadline, there is no job to look at.
   */
  async function scheduleDeadline(tx: Transaction, row: R, before: R | null): Promise<void> {
    if (!spec.deadline) return;
    const due = spec.deadline(row);
    if (!due && (!before || !spec.deadline(before))) return;
    const pending = await tx
      .select()
      .from(workflowJobs)
      .where(and(eq(workflowJobs.entityType, entityType), eq(workflowJobs.entityId, String(row.id)), eq(workflowJobs.kind, 'deadline'), isNull(workflowJobs.doneAt)));
    if (due && pending.length === 1 && pending[0].runAt.getTime() === due.getTime()) return;
    if (pending.length) {
      // A deadline job being delivered right now is among them: its runner marks it 'fired' in the same transaction.
      await tx
        .update(workflowJobs)
        .set({ doneAt: now(), outcome: 'superseded' })
        .where(sql`${workflowJobs.id} in ${pending.map((j) => j.id)}`);
    }
    if (due) {
      await tx.insert(workflowJobs).values({ kind: 'deadline', entityType, entityId: String(row.id), name: 'timer.expired', entityVersion: row.version, runAt: due, createdAt: now() });
    }
  }

  async function enqueueEffects(tx: Transaction, row: R, actions: string[]): Promise<void> {
    const names = actions.filter((name) => spec.afterCommit?.[name]);
    if (!names.length) return;
    const at = now();
    const jobs = await tx
      .insert(workflowJobs)
      .values(names.map((name) => ({ kind: 'effect', entityType, entityId: String(row.id), name, entityVersion: row.version, runAt: at, createdAt: at })))
      .returning({ id: workflowJobs.id });
    let runs = pendingJobs.get(tx);
    if (!runs) pendingJobs.set(tx, (runs = []));
    runs.push(...jobs.map((j) => () => runEffectJob(j.id)));
  }

  async function write(tx: Transaction, id: number, values: Record<string, unknown>): Promise<R> {
    const [updated] = await tx.update(table).set(values as never).where(eq(table.id, id)).returning();
    spec.onWrite?.(updated as unknown as R);
    return updated as unknown as R;
  }

  /** Moves a locked row by one event: effects in the transaction, the row, the log, after-commit jobs, the deadline. */
  async function step(tx: Transaction, row: R, event: EventFromLogic<M>, actor: Actor, options: StepOptions<I, R> = {}): Promise<R> {
    const snapshot = snapshotOf(row);
    if (!snapshot.can(event)) throw refused(snapshot, event);
    const [moved, actions] = transition(machine, snapshot as never, event);
    const next = moved as AnyMachineSnapshot;
    const names = effectNames(actions);
    const at = options.at ?? now();
    const effectColumns: Partial<I> = {};
    const handlers = typeof options.effects === 'function' ? options.effects(row) : options.effects;
    for (const name of names) {
      const handler = handlers?.[name];
      if (handler) Object.assign(effectColumns as object, (await handler()) ?? {});
    }
    const nextStatus = stateValueToString(next.value);
    const entered = spec.onEnter && nextStatus !== row.status ? spec.onEnter(nextStatus, row, at) : {};
    const updated = await write(tx, row.id, {
      ...entered,
      ...(options.columns ?? {}),
      ...effectColumns,
      ...(spec.derive ? spec.derive(next.context) : {}),
      stateValue: next.value,
      context: next.context,
      status: nextStatus,
      version: row.version + 1,
      ...(hasUpdatedAt ? { updatedAt: at } : {}),
    });
    await log(tx, { entityId: row.id, seq: row.version + 1, event: event.type, from: row.stateValue, to: next.value, actor, reason: options.reason ?? null, at });
    await enqueueEffects(tx, updated, names);
    await scheduleDeadline(tx, updated, row);
    return updated;
  }

  async function lock(tx: Executor, id: number): Promise<R | undefined> {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    return row as unknown as R | undefined;
  }

  /** Locks every row matching `where`, in id order (one lock order, so two such callers cannot deadlock). */
  async function lockWhere(tx: Executor, where: SQL): Promise<R[]> {
    const rows = await tx.select().from(table).where(where).orderBy(asc(table.id)).for('update');
    return rows as unknown as R[];
  }

  async function read(db: Executor, id: number): Promise<R | undefined> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row as unknown as R | undefined;
  }

  /**
   * Claims one job (not done, not held by a live runner) for this runner, or null: one UPDATE, which PostgreSQL
   * re-checks under the row lock, so of two runners at once only one gets the row back.
   */
  async function claim(id: number): Promise<JobRow | null> {
    const at = now();
    const [job] = await spec.db
      .update(workflowJobs)
      .set({ lockedUntil: new Date(at.getTime() + LEASE_MS), attempts: sql`${workflowJobs.attempts} + 1` })
      .where(and(eq(workflowJobs.id, id), isNull(workflowJobs.doneAt), or(isNull(workflowJobs.lockedUntil), lte(workflowJobs.lockedUntil, at))))
      .returning();
    return job ?? null;
  }

  async function runEffectJob(id: number): Promise<void> {
    const job = await claim(id);
    if (!job) return;
    try {
      const row = await read(spec.db, Number(job.entityId));
      const handler = spec.afterCommit?.[job.name];
      if (row && handler) await handler(row, job);
      await spec.db.update(workflowJobs).set({ doneAt: now(), outcome: row && handler ? 'done' : 'skipped', lockedUntil: null }).where(eq(workflowJobs.id, id));
    } catch (error) {
      // Left for the scheduler to try again later, waiting twice as long after each failure (at most an hour, so a
      // provider that is down for a day is not called every few seconds); the error is kept for operations.
      const text = error instanceof Error ? error.message : String(error);
      const wait = Math.min(RETRY_MS * 2 ** Math.max(0, job.attempts - 1), MAX_RETRY_MS);
      await spec.db
        .update(workflowJobs)
        .set({ lastError: text.slice(0, 1000), lockedUntil: new Date(now().getTime() + wait) })
        .where(eq(workflowJobs.id, id));
    }
  }

  /**
   * Delivers a due deadline: the entity is locked first, then the job (the order every step takes: a step holding
   * the entity supersedes its jobs), the job re-checked, the entity stepped with `timer.expired` and the job marked
   * done in one transaction, so it fires exactly once. A deadline that moved meanwhile is scheduled again.
   */
  async function runDeadlineJob(id: number): Promise<boolean> {
    const [peek] = await spec.db.select({ entityId: workflowJobs.entityId }).from(workflowJobs).where(eq(workflowJobs.id, id));
    if (!peek) return false;
    return spec.db.transaction(async (tx) => {
      const at = now();
      const row = await lock(tx, Number(peek.entityId));
      const [job] = await tx
        .select()
        .from(workflowJobs)
        .where(and(eq(workflowJobs.id, id), isNull(workflowJobs.doneAt), lte(workflowJobs.runAt, at)))
        .for('update', { skipLocked: true });
      if (!job) return false;
      const event = { type: 'timer.expired' } as EventFromLogic<M>;
      const due = row && spec.deadline ? spec.deadline(row) : null;
      let outcome = 'skipped';
      if (row && due && due.getTime() <= at.getTime() && snapshotOf(row).can(event)) {
        const extra = spec.onDeadline?.(row) ?? {};
        await step(tx, row, event, SYSTEM_ACTOR, { columns: extra.columns, reason: extra.reason ?? null, at });
        outcome = 'fired';
      } else if (row && due) {
        await scheduleDeadline(tx, row, row); // not due yet after all: one job at the right time
        outcome = 'rescheduled';
      }
      await tx.update(workflowJobs).set({ doneAt: at, outcome, lockedUntil: null }).where(eq(workflowJobs.id, id));
      return outcome === 'fired';
    });
  }

  async function pendingEffectJobs(entityId: number): Promise<number[]> {
    const rows = await spec.db
      .select({ id: workflowJobs.id })
      .from(workflowJobs)
      .where(and(eq(workflowJobs.entityType, entityType), eq(workflowJobs.entityId, String(entityId)), eq(workflowJobs.kind, 'effect'), isNull(workflowJobs.doneAt)))
      .orderBy(asc(workflowJobs.id));
    return rows.map((r) => r.id);
  }

  return {
    entityType,
    lifecycle,
    ownerOf: spec.ownerOf,

    snapshot: snapshotOf,

    /** The first state of a new entity (not stored: `create` stores it). */
    start(input: InputFrom<M>) {
      const [started] = initialTransition(machine, input);
      const snapshot = started as AnyMachineSnapshot;
      return { stateValue: snapshot.value, context: snapshot.context, status: stateValueToString(snapshot.value) };
    },

    /**
     * Inserts a new entity in the machine's initial state (logged as `entity.create`), then applies `events` in order,
     * each with its effects and log row. `values` are the business columns.
     */
    async create(
      tx: Transaction,
      args: { input: InputFrom<M>; values: Partial<I>; actor: Actor; at?: Date; events?: Array<{ event: EventFromLogic<M>; options?: StepOptions<I, R> }> },
    ): Promise<R> {
      const at = args.at ?? now();
      const started = this.start(args.input);
      const [inserted] = await tx
        .insert(table)
        .values({
          ...(spec.onEnter ? spec.onEnter(started.status, args.values as unknown as R, at) : {}),
          ...(args.values as object),
          ...(spec.derive ? spec.derive(started.context as never) : {}),
          stateValue: started.stateValue,
          context: started.context,
          status: started.status,
          version: 1,
          ...(hasUpdatedAt ? { updatedAt: at } : {}),
        } as never)
        .returning();
      let row = inserted as unknown as R;
      spec.onWrite?.(row);
      await log(tx, { entityId: row.id, seq: 1, event: CREATE_EVENT, from: null, to: started.stateValue, actor: args.actor, reason: null, at });
      for (const { event, options } of args.events ?? []) row = await step(tx, row, event, args.actor, { at, ...options });
      if (!args.events?.length) await scheduleDeadline(tx, row, null);
      return row;
    },

    lock,
    lockWhere,
    read,
    step,

    /**
     * Locks every entity matching `where` (in id order) and sends each the event `eventOf` picks for it, where its
     * machine takes it now (a step's effect that brings a set of entities to where the step says they should be: safe
     * to run again). In its own transaction, so after-commit effects run too.
     */
    async stepEach(where: SQL, eventOf: (row: R) => EventFromLogic<M>, actor: Actor): Promise<void> {
      await this.transaction(async (tx) => {
        for (const row of await lockWhere(tx, where)) {
          const event = eventOf(row);
          if (snapshotOf(row).can(event)) await step(tx, row, event, actor);
        }
      });
    },

    /** Locks the entity and applies one event; a missing entity is `notFound()`. */
    async lockAndStep(tx: Transaction, id: number, event: EventFromLogic<M>, actor: Actor, notFound: () => Error, options?: StepOptions<I, R>): Promise<R> {
      const row = await lock(tx, id);
      if (!row) throw notFound();
      return step(tx, row, event, actor, options);
    },

    /**
     * Runs `fn` in a transaction, then the after-commit effects of every entity it stepped. Steps made inside a
     * transaction opened elsewhere (an idempotent money request) call `runAfterCommit(id)` themselves.
     */
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      let jobs: Array<() => Promise<void>> = [];
      const result = await spec.db.transaction(async (tx) => {
        const value = await fn(tx);
        jobs = pendingJobs.get(tx) ?? [];
        return value;
      });
      for (const run of jobs) await run();
      return result;
    },

    /** Runs the entity's pending after-commit effects now (each claimed, so another runner never runs it too). */
    async runAfterCommit(entityId: number): Promise<void> {
      for (const id of await pendingEffectJobs(entityId)) await runEffectJob(id);
    },

    /** Runs one job of this entity type (the scheduler's entry); throws what the job threw. */
    async runJob(job: Pick<JobRow, 'id' | 'kind'>): Promise<void> {
      if (job.kind === 'deadline') await runDeadlineJob(job.id);
      else await runEffectJob(job.id);
    },

    /** Fires this type's deadlines that are due (a read applies time before it answers). Returns how many fired. */
    async fireDueDeadlines(limit = 100): Promise<number> {
      const due = await spec.db
        .select({ id: workflowJobs.id })
        .from(workflowJobs)
        .where(and(eq(workflowJobs.entityType, entityType), eq(workflowJobs.kind, 'deadline'), isNull(workflowJobs.doneAt), lte(workflowJobs.runAt, now())))
        .orderBy(asc(workflowJobs.runAt))
        .limit(limit);
      let fired = 0;
      for (const { id } of due) {
        try {
          if (await runDeadlineJob(id)) fired += 1;
        } catch (error) {
          // A read must not fail because one deadline could not be delivered now (a lock conflict, say): the
          // scheduler tries it again, and the entity is still checked under its own lock when it is moved.
          console.error(`workflow: deadline job ${id} of ${entityType} failed:`, error);
        }
      }
      return fired;
    },

    /** Whether the stored entity accepts the event now (guards included). */
    can(row: Pick<R, 'stateValue' | 'context'>, event: EventFromLogic<M>): boolean {
      return snapshotOf(row).can(event);
    },

    /** The events `actor` may send now, by the lifecycle's table and the machine. */
    availableEvents(row: Pick<R, 'stateValue' | 'context'>, actor: Actor): string[] {
      return availableEventsOf(lifecycle, snapshotOf(row), actor.role, actor.id);
    },

    nextEvents(row: Pick<R, 'stateValue' | 'context'>) {
      return nextEventsOf(lifecycle, snapshotOf(row));
    },

    /** The entity's current deadline (ms), if it has one. */
    deadlineOf(row: R): number | null {
      return spec.deadline?.(row)?.getTime() ?? null;
    },

    contextFor(row: R, audience: 'member' | 'operations'): Record<string, unknown> {
      const context = (row.context ?? {}) as Record<string, unknown>;
      return audience === 'member' && spec.memberContext ? spec.memberContext(context) : context;
    },

    /** The log of one entity, oldest first. */
    async history(db: Executor, entityId: number): Promise<TransitionView[]> {
      return historyOf(db, entityType, entityId);
    },
  };
}

export type EntityStore = ReturnType<typeof createEntityStore<AnyStateMachine, StoredEntity, Record<string, unknown>>>;

/** The log of one entity, oldest first. */
export async function historyOf(db: Executor, entityType: string, entityId: string | number): Promise<TransitionView[]> {
  const rows = await db
    .select()
    .from(entityTransitions)
    .where(and(eq(entityTransitions.entityType, entityType), eq(entityTransitions.entityId, String(entityId))))
    .orderBy(asc(entityTransitions.seq));
  return rows.map((row) => ({
    seq: row.seq,
    event: row.event,
    from: row.fromValue == null ? null : stateValueToString(row.fromValue),
    to: stateValueToString(row.toValue),
    actorId: row.actorId,
    actorRole: row.actorRole,
    reason: row.reason,
    at: row.at.getTime(),
    hash: row.hash,
  }));
}
