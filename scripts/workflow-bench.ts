// The workflow section of `npm run bench` (`npm run bench -- workflow` runs only it): what the engine costs on top
// of a hand-written "lock, update, insert the log row" step, on PGlite and (with BENCH_DATABASE_URL or
// TEST_DATABASE_URL) on PostgreSQL, and how long verifying a receipt and sealing a checkpoint take. Same run, same
// machine, so the ratio is what counts; nothing here is asserted.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../services/db/client';
import { entityTransitions } from '../services/db/schema';
import { createParcelTable, parcels, parcelStore } from '../services/testing/parcel-lifecycle';
import { scratchDatabase } from '../services/testing/scratch-database';
import { sealCheckpoint, verifyReceipt } from '../services/workflow/chain';

const ENTITIES = Number(process.env.BENCH_WORKFLOW_ENTITIES ?? 400);
const CLIENTS = Number(process.env.BENCH_WORKFLOW_CLIENTS ?? 16);

type Round = (client: number, index: number) => Promise<void>;

/** Runs `round` ENTITIES times over CLIENTS concurrent loops; answers rounds per second. */
async function measure(round: Round): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next < ENTITIES) await round(client, next++);
    }),
  );
  return ENTITIES / ((performance.now() - started) / 1000);
}

async function benchOn(kind: string, db: Database): Promise<void> {
  await createParcelTable(db);
  const clock = { now: () => Date.now() };
  const store = parcelStore(db, clock);
  const member = { id: 7, role: 'member' as const };

  // The engine: create (logged), then ship (effect in the transaction, an after-commit job run at once, a deadline).
  const engine = await measure(async () => {
    const created = await store.transaction((tx) => store.create(tx, { input: {}, values: { userId: 7 }, actor: member }));
    await store.transaction((tx) =>
      store.lockAndStep(tx, created.id, { type: 'ship' }, member, () => new Error('missing'), { columns: { shippedAt: new Date() }, effects: { chargeFee: async () => ({ feeCharged: 1 }) } }),
    );
  });

  // By hand: the same two writes and log rows with no machine, no chain, no jobs.
  const bare = await measure(async () => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(parcels)
        .values({ userId: 7, stateValue: 'packed', context: {}, status: 'packed', version: 1, updatedAt: new Date() })
        .returning({ id: parcels.id });
      await tx.insert(entityTransitions).values({ entityType: 'bare', entityId: String(row.id), seq: 1, event: 'create', toValue: 'packed', actorId: 7, actorRole: 'member', at: new Date() });
      return row.id;
    });
    await db.transaction(async (tx) => {
      await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
      await tx.update(parcels).set({ stateValue: 'shipped', status: 'shipped', version: 2, feeCharged: 1, shippedAt: new Date() }).where(eq(parcels.id, id));
      await tx.insert(entityTransitions).values({ entityType: 'bare', entityId: String(id), seq: 2, event: 'ship', fromValue: 'packed', toValue: 'shipped', actorId: 7, actorRole: 'member', at: new Date() });
    });
  });

  const [last] = await db.select().from(entityTransitions).where(eq(entityTransitions.entityType, 'parcel')).orderBy(sql`${entityTransitions.id} desc`).limit(1);
  const t0 = performance.now();
  const rounds = 50;
  for (let i = 0; i < rounds; i += 1) {
    await verifyReceipt(db, { entityType: 'parcel', entityId: last.entityId, seq: last.seq, event: last.event, at: last.at.toISOString(), hash: last.hash! });
  }
  const verifyMs = (performance.now() - t0) / rounds;
  const t1 = performance.now();
  const sealed = await sealCheckpoint(db, new Date());
  const sealMs = performance.now() - t1;

  console.log(
    `workflow on ${kind.padEnd(10)} engine ${engine.toFixed(0).padStart(5)} lifecycles/s   by hand ${bare.toFixed(0).padStart(5)}/s   ratio ${(engine / bare).toFixed(2)}   ` +
      `verify a receipt ${verifyMs.toFixed(1)} ms   seal ${sealed?.transitions ?? 0} rows ${sealMs.toFixed(0)} ms`,
  );
}

export async function benchWorkflow(): Promise<void> {
  console.log(`\nworkflow engine: ${ENTITIES} lifecycles (create + one step with effects) per side, ${CLIENTS} at a time`);
  const lite = await openDatabase({ memory: true });
  try {
    await lite.migrate();
    await benchOn('PGlite', lite.db);
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('workflow on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const scratch = await scratchDatabase(url, 'wfbench');
  const pgDb = await openDatabase({ databaseUrl: scratch.url });
  try {
    await pgDb.migrate();
    await benchOn('PostgreSQL', pgDb.db);
  } finally {
    await pgDb.close();
    await scratch.drop();
  }
}
