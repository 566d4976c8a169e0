/**
 * The workflow engine on its own, with a toy lifecycle in a scratch table: steps take turns, a refused event or a
 * failed effect changes nothing, after-commit effects survive a crash, deadlines fire once across two instances,
 * and the log is a hash chain that names the row someone altered.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { entityTransitions, workflowJobs } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { clockAt, createParcelTable, DAY, parcels, parcelStore } from '../testing/parcel-lifecycle';
import { sealCheckpoint, verifyReceipt } from '../workflow/chain';
import { runDueJobs } from '../workflow/scheduler';
import { type EntityStore, stateValueToString } from './entity-store';
import { ServiceError } from './errors';
import { GENESIS_HASH, transitionHash } from './hash-chain';
import { observeSteps, type ObservedStep } from './step-observer';

describeEachDatabase('entity store', (database) => {
  const db = () => database().db;
  const clock = clockAt(Date.parse('2026-11-20T08:00:00Z'));
  const member = { id: 7, role: 'member' as const };

  beforeAll(() => createParcelTable(database().db));

  const newParcel = (store: ReturnType<typeof parcelStore>) => store.transaction((tx) => store.create(tx, { input: { note: 'fragile' }, values: { userId: 7 }, actor: member }));
  const logOf = async (id: number) =>
    db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'parcel'), eq(entityTransitions.entityId, String(id)))).orderBy(entityTransitions.seq);
  const ship = (store: ReturnType<typeof parcelStore>, id: number) =>
    store.transaction((tx) => store.lockAndStep(tx, id, { type: 'ship' }, member, () => new Error('missing'), { columns: { shippedAt: new Date(clock.now()) }, effects: { chargeFee: async () => ({ feeCharged: 12 }) } }));

  it('creates in the initial state, steps with effects in the transaction and logs each step as a chain', async () => {
    const courier = { sent: [] as number[] };
    const store = parcelStore(db(), clock, courier);
    const created = await newParcel(store);
    expect(created).toMatchObject({ status: 'packed', version: 1, context: { shipments: 0, note: 'fragile' } });
    const shipped = await ship(store, created.id);
    expect(shipped).toMatchObject({ status: 'shipped', version: 2, feeCharged: 12, context: { shipments: 1 } });
    expect(courier.sent).toEqual([created.id]); // after commit, once

    const log = await logOf(created.id);
    expect(log.map((r) => [r.seq, r.event, r.fromValue, r.toValue, r.actorRole])).toEqual([
      [1, 'entity.create', null, 'packed', 'member'],
      [2, 'ship', 'packed', 'shipped', 'member'],
    ]);
    expect(log[0].prevHash).toBe(GENESIS_HASH);
    expect(log[1].prevHash).toBe(log[0].hash);
    expect(log[1].hash).toBe(
      transitionHash({ entityType: 'parcel', entityId: String(created.id), seq: 2, event: 'ship', from: 'packed', to: 'shipped', actorId: 7, actorRole: 'member', reason: null, at: log[1].at }, log[0].hash!),
    );
    expect(store.availableEvents(shipped, member)).toEqual([]);
    expect(store.availableEvents(shipped, { id: 3, role: 'operations' })).toEqual(['deliver']);
    expect(store.nextEvents(shipped)).toEqual([
      { event: 'deliver', by: ['operations'] },
      { event: 'timer.expired', by: ['system'] },
    ]);
    expect(store.deadlineOf(shipped)).toBe(clock.now() + 3 * DAY);
  });

  it("tells a listener of each step it logs, with dotted states (the browser suite's coverage, services/dev/walk-recorder.ts)", async () => {
    const store = parcelStore(db(), clock);
    const heard: ObservedStep[] = [];
    const shipped = await observeSteps(
      (step) => heard.push(step),
      async () => ship(store, (await newParcel(store)).id),
    );
    expect(heard).toEqual([
      { machine: 'parcel', entity: `parcel:${shipped.id}`, event: 'entity.create', from: null, to: 'packed' },
      { machine: 'parcel', entity: `parcel:${shipped.id}`, event: 'ship', from: 'packed', to: 'shipped' },
    ]);
  });

  it('refuses what the machine refuses with a 400 naming the event and the state, and changes nothing', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    const error = await store
      .transaction((tx) => store.lockAndStep(tx, created.id, { type: 'deliver', signature: 'A. Reader' }, { id: 3, role: 'operations' }, () => new Error('missing')))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    const refused = error as ServiceError;
    expect(refused.code).toBe(400);
    expect(refused.render('en')).toBe('Cannot "Deliver" while this is "Packed"; refresh to see where it stands');
    expect(refused.render('zh')).toBe('当前状态为“已打包”，不能执行“签收”，请刷新后查看');
    expect(refused.data).toEqual({ reason: 'eventRefused', event: 'deliver', state: 'packed' });
    expect(await store.read(db(), created.id)).toEqual(created);
    expect(await logOf(created.id)).toHaveLength(1);
  });

  it('rolls an effect in the transaction back with the step: no state, no log, no job', async () => {
    const courier = { sent: [] as number[] };
    const store = parcelStore(db(), clock, courier);
    const created = await newParcel(store);
    const failing = store.transaction((tx) =>
      store.lockAndStep(tx, created.id, { type: 'ship' }, member, () => new Error('missing'), {
        effects: {
          chargeFee: async () => {
            await tx.update(parcels).set({ feeCharged: 99 }).where(eq(parcels.id, created.id));
            throw new Error('card declined');
          },
        },
      }),
    );
    await expect(failing).rejects.toThrow('card declined');
    expect(await store.read(db(), created.id)).toEqual(created);
    expect(await logOf(created.id)).toHaveLength(1);
    const [jobs] = await db().select({ n: count() }).from(workflowJobs).where(and(eq(workflowJobs.entityType, 'parcel'), eq(workflowJobs.entityId, String(created.id))));
    expect(jobs.n).toBe(0);
    expect(courier.sent).toEqual([]);
  });

  it('keeps an after-commit effect when the process dies after commit: the scheduler runs it once', async () => {
    const courier = { sent: [] as number[] };
    const store = parcelStore(db(), clock, courier);
    const registry = new Map([['parcel', store as unknown as EntityStore]]);
    const created = await newParcel(store);
    // A plain transaction and no runAfterCommit: what a crash right after COMMIT leaves behind.
    await db().transaction((tx) => store.lockAndStep(tx, created.id, { type: 'ship' }, member, () => new Error('missing'), { columns: { shippedAt: new Date(clock.now()) } }));
    expect(courier.sent).toEqual([]);
    await runDueJobs(db(), clock, registry);
    expect(courier.sent).toEqual([created.id]);
    await runDueJobs(db(), clock, registry);
    expect(courier.sent).toEqual([created.id]);
    const [job] = await db().select().from(workflowJobs).where(and(eq(workflowJobs.entityId, String(created.id)), eq(workflowJobs.kind, 'effect')));
    expect(job).toMatchObject({ name: 'notifyCourier', outcome: 'done', attempts: 1 });
  });

  it('retries an after-commit effect that failed, keeping the error, until it succeeds', async () => {
    const courier = { sent: [] as number[], fail: true };
    const store = parcelStore(db(), clock, courier);
    const registry = new Map([['parcel', store as unknown as EntityStore]]);
    const created = await newParcel(store);
    await ship(store, created.id); // the state is committed; the courier is not reached
    const jobOf = async () => (await db().select().from(workflowJobs).where(and(eq(workflowJobs.entityId, String(created.id)), eq(workflowJobs.kind, 'effect'))))[0];
    expect(await jobOf()).toMatchObject({ doneAt: null, lastError: 'courier unreachable', attempts: 1 });
    courier.fail = false;
    await runDueJobs(db(), clock, registry); // still held back (retry later)
    expect(courier.sent).toEqual([]);
    clock.advance(60_000);
    await runDueJobs(db(), clock, registry);
    expect(courier.sent).toEqual([created.id]);
    expect(await jobOf()).toMatchObject({ outcome: 'done', attempts: 2 });
  });

  it('fires a deadline exactly once when two instances run their schedulers at the same moment', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    await ship(store, created.id);
    const instanceA = new Map([['parcel', parcelStore(db(), clock) as unknown as EntityStore]]);
    const instanceB = new Map([['parcel', parcelStore(db(), clock) as unknown as EntityStore]]);
    clock.advance(3 * DAY - 1);
    await Promise.all([runDueJobs(db(), clock, instanceA), runDueJobs(db(), clock, instanceB)]);
    expect((await store.read(db(), created.id))!.status).toBe('shipped');
    clock.advance(1);
    await Promise.all([runDueJobs(db(), clock, instanceA), runDueJobs(db(), clock, instanceB), store.fireDueDeadlines()]);
    expect((await store.read(db(), created.id))!.status).toBe('lost');
    const expired = (await logOf(created.id)).filter((r) => r.event === 'timer.expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actorRole: 'system', actorId: null, reason: 'expired' });
  });

  it('lets concurrent steps on one entity take turns: one ships, the other is refused', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    const results = await Promise.allSettled([ship(store, created.id), ship(store, created.id), ship(store, created.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect((r.reason as ServiceError).code).toBe(400);
    expect((await logOf(created.id)).map((r) => r.seq)).toEqual([1, 2]);
    expect((await store.read(db(), created.id))!.context).toMatchObject({ shipments: 1 });
  });

  it('refuses to change or delete the log', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    const where = and(eq(entityTransitions.entityType, 'parcel'), eq(entityTransitions.entityId, String(created.id)));
    // Drizzle wraps the database's error; the trigger's words are in its cause.
    const refusal = (query: Promise<unknown>) => query.then(() => 'accepted', (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message));
    expect(await refusal(db().update(entityTransitions).set({ reason: 'rewritten' }).where(where))).toMatch(/append-only/);
    expect(await refusal(db().delete(entityTransitions).where(where))).toMatch(/append-only/);
    expect(await refusal(db().update(entityTransitions).set({ hash: 'f'.repeat(64) }).where(where))).toMatch(/append-only/);
  });

  it('detects a row altered behind the service’s back and names it; a checkpoint catches a rewritten chain', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    await ship(store, created.id);
    const log = await logOf(created.id);
    const receipt = { entityType: 'parcel', entityId: String(created.id), seq: 2, event: 'ship', at: log[1].at.toISOString(), hash: log[1].hash! };
    const checkpoint = await sealCheckpoint(db(), new Date(clock.now()));
    expect(checkpoint).not.toBeNull();
    expect(await verifyReceipt(db(), receipt)).toMatchObject({ valid: true, result: 'valid', checkpoint: { id: checkpoint!.id, rootHash: checkpoint!.rootHash } });
    expect(await verifyReceipt(db(), { ...receipt, hash: 'a'.repeat(64) })).toMatchObject({ valid: false, result: 'unknownTransition' });
    expect(await verifyReceipt(db(), { ...receipt, event: 'deliver' })).toMatchObject({ valid: false, result: 'receiptMismatch' });
    expect(await verifyReceipt(db(), { ...receipt, seq: 9 })).toMatchObject({ valid: false, result: 'unknownTransition' });

    // The database owner switches the guard off and changes who acted in the first row.
    const tamper = async (fn: () => Promise<unknown>) => {
      await db().execute(sql`alter table entity_transitions disable trigger entity_transitions_append_only`);
      try {
        await fn();
      } finally {
        await db().execute(sql`alter table entity_transitions enable trigger entity_transitions_append_only`);
      }
    };
    await tamper(() => db().update(entityTransitions).set({ actorId: 8 }).where(eq(entityTransitions.id, log[0].id)));
    expect(await verifyReceipt(db(), receipt)).toMatchObject({ valid: false, result: 'chainBroken', brokenAt: { entityType: 'parcel', entityId: String(created.id), seq: 1 } });

    // A careful owner recomputes the whole chain: every row verifies again, but the sealed checkpoint does not.
    await tamper(async () => {
      let prev = GENESIS_HASH;
      for (const row of await logOf(created.id)) {
        const hash = transitionHash(
          { entityType: row.entityType, entityId: row.entityId, seq: row.seq, event: row.event, from: row.fromValue, to: row.toValue, actorId: row.actorId, actorRole: row.actorRole, reason: row.reason, at: row.at },
          prev,
        );
        await db().update(entityTransitions).set({ prevHash: prev, hash }).where(eq(entityTransitions.id, row.id));
        prev = hash;
      }
    });
    const rewritten = (await logOf(created.id))[1];
    expect(await verifyReceipt(db(), { ...receipt, hash: rewritten.hash! })).toMatchObject({ valid: false, result: 'chainBroken', checkpointBroken: true, checkpoint: { id: checkpoint!.id } });
  });

  it('keeps a chain whole when a reason carries a lone surrogate (stored as U+FFFD by the drivers)', async () => {
    const store = parcelStore(db(), clock);
    const created = await newParcel(store);
    await store.transaction((tx) => store.lockAndStep(tx, created.id, { type: 'ship' }, member, () => new Error('missing'), { reason: 'broken \ud800 text', columns: { shippedAt: new Date(clock.now()) } }));
    const [, shipped] = await logOf(created.id);
    expect(shipped.reason).toBe('broken \ufffd text');
    expect(await verifyReceipt(db(), { entityType: 'parcel', entityId: String(created.id), seq: 2, event: 'ship', at: shipped.at.toISOString(), hash: shipped.hash! })).toMatchObject({ valid: true });
  });

  it('reads state values of nested states as dotted text', () => {
    expect(stateValueToString({ a: 'b', c: { d: 'e' } })).toBe('a.b+c.d.e');
  });
});
