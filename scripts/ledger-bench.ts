// The ledger section of `npm run bench`: ledger transfers per second under concurrency on PostgreSQL, printed
// beside pgbench's built-in TPC-B-like figure measured on the same server, on the same machine, in the same run.
// Absolute numbers depend on the machine; the ratio is what counts: the two take turns three times (BENCH_LEDGER_PAIRS)
// and the median ratio is printed. Each side gets a scratch database that is dropped afterwards, whatever happens.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../services/db/client';
import * as schema from '../services/db/schema';
import { benchDatabaseUrl } from './bench-http';
import { scratchDatabase } from '../services/testing/scratch-database';
import { reconcile, transfer, type Posting } from '../services/wallet/ledger';
import { exchangePostings, memberAccounts, platformAccounts, rechargePostings, type MemberAccounts, type Platform } from '../tests/ledger/ledger-movements';

const CLIENTS = Number(process.env.BENCH_LEDGER_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
const MEMBERS = Number(process.env.BENCH_LEDGER_MEMBERS ?? 1000);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 20);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
/** Ledger and pgbench runs taking turns (issue 11: three pairs, the median ratio printed). */
const PAIRS = Number(process.env.BENCH_LEDGER_PAIRS ?? 3);

type Variant = { name: string; postings: (client: number, round: number) => { key: string; type: 'exchange' | 'recharge'; postings: Posting[] } };
type Measured = { name: string; perSecond: number; p50: number; p99: number; failures: number; count: number };

/** `CLIENTS` loops, each one transfer per transaction, for `SECONDS`. */
async function measure(db: Database, variant: Variant): Promise<Measured> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  async function client(index: number) {
    for (let round = 0; performance.now() < until; round += 1) {
      const t0 = performance.now();
      const request = variant.postings(index, round);
      try {
        await db.transaction((tx) => transfer(tx, { ...request, memo: 'bench', at: new Date() }));
        latencies.push(performance.now() - t0);
      } catch {
        failures += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { name: variant.name, perSecond: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), failures, count: latencies.length };
}

/** A scratch ledger with MEMBERS funded members, and the variants measured on it; `close` drops it after reconciling. */
async function ledgerScratch(adminUrl: string): Promise<{ measureAll(): Promise<Measured[]>; close(): Promise<void> }> {
  const scratch = await scratchDatabase(adminUrl, 'bench_ledger');
  let pool: pg.Pool | undefined;
  try {
    const opened = await openDatabase({ databaseUrl: scratch.url });
    try {
      await opened.migrate();
    } finally {
      await opened.close();
    }
    pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
    pool.on('error', () => {});
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const platform: Platform = await platformAccounts(db);
    // Members' wallets in one statement, then enough money in each that no transfer below is refused.
    await db.execute(sql`insert into ledger_accounts (kind, owner_user_id, currency, allow_negative)
      select kind, u, currency, false from generate_series(1, ${MEMBERS}) u,
      (values ('member_cny', 'CNY'), ('member_coin', 'COIN')) k(kind, currency)`);
    const members: MemberAccounts[] = [];
    for (let i = 1; i <= MEMBERS; i += 1) members.push(await memberAccounts(db, i));
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < MEMBERS) {
          const m = members[next];
          next += 1;
          await db.transaction(async (tx) => {
            await transfer(tx, { key: `fund:${m.cny}`, type: 'recharge', postings: rechargePostings(platform, m, 100_000_000), at: new Date() });
            await transfer(tx, { key: `fund:${m.coin}`, type: 'exchange', postings: exchangePostings(platform, m, 'cnyToCoin', 50_000_000), at: new Date() });
          });
        }
      }),
    );

    let sequence = 0;
    const key = (prefix: string) => `${prefix}:${(sequence += 1)}`;
    const pick = () => members[Math.floor(Math.random() * members.length)];
    const variants: Variant[] = [
      {
        // Two member CNY wallets out of MEMBERS: no row every transfer needs, so this is the ledger's own ceiling.
        name: `member → member (${MEMBERS} wallets)`,
        // (The transfer type is only a label in the scratch database: no movement of the product is member to member.)
        postings: () => {
          const from = pick();
          let to = pick();
          while (to === from) to = pick();
          const amountFen = 1 + Math.floor(Math.random() * 100);
          return { key: key('p2p'), type: 'recharge', postings: [{ accountId: from.cny, amountFen: -amountFen }, { accountId: to.cny, amountFen }] };
        },
      },
      {
        // The real exchange: four postings, and every one locks the platform's coin reserve and issuance rows.
        name: `exchange (${MEMBERS} members)`,
        postings: () => ({ key: key('exchange'), type: 'exchange', postings: exchangePostings(platform, pick(), Math.random() < 0.5 ? 'cnyToCoin' : 'coinToCny', 1 + Math.floor(Math.random() * 100)) }),
      },
      {
        // Every client on one member's two wallets as well.
        name: 'exchange (one member, all clients)',
        postings: (_client, round) => ({ key: key('hot'), type: 'exchange', postings: exchangePostings(platform, members[0], round % 2 === 0 ? 'cnyToCoin' : 'coinToCny', 1 + Math.floor(Math.random() * 100)) }),
      },
    ];
    const livePool = pool;
    return {
      async measureAll() {
        const results: Measured[] = [];
        for (const variant of variants) results.push(await measure(db, variant));
        return results;
      },
      async close() {
        try {
          const report = await reconcile(db, new Date());
          if (!report.ok) throw new Error(`the ledger does not reconcile after the bench: ${JSON.stringify(report)}`);
        } finally {
          await livePool.end();
          await scratch.drop();
        }
      },
    };
  } catch (error) {
    await pool?.end();
    await scratch.drop();
    throw error;
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** pgbench's TPC-B-like script on a scratch database initialised once: `run` answers its tps without the initial connection time. */
async function pgbenchScratch(adminUrl: string): Promise<{ run(): Promise<number>; close(): Promise<void> }> {
  const scratch = await scratchDatabase(adminUrl, 'bench_pgbench');
  try {
    await run(PGBENCH, ['-i', '-q', '-s', String(PGBENCH_SCALE), scratch.url]);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    async run() {
      const output = await run(PGBENCH, ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS), scratch.url]);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      if (!tps) throw new Error(`no tps in pgbench's output:\n${output}`);
      return Number(tps);
    },
    close: () => scratch.drop(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchLedger(): Promise<void> {
  const adminUrl = benchDatabaseUrl('ledger on PostgreSQL beside pgbench (TPC-B-like)');
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  await admin.end();
  console.log(`  server PostgreSQL ${rows[0].server_version}, ${CLIENTS} clients, load average before ${loadavg()[0].toFixed(2)}`);

  if (!existsSync(PGBENCH)) console.log(`  pgbench skipped: ${PGBENCH} not found (Debian: apt-get install postgresql-client; or set PGBENCH)`);
  const ledger = await ledgerScratch(adminUrl);
  const pgbench = existsSync(PGBENCH) ? await pgbenchScratch(adminUrl) : undefined;
  // The two take turns, PAIRS times, so that a machine busier in one part of the run weighs on both sides alike.
  const ratios = new Map<string, number[]>();
  try {
    for (let pair = 1; pair <= PAIRS; pair += 1) {
      console.log(`  pair ${pair} of ${PAIRS}`);
      const measured = await ledger.measureAll();
      for (const m of measured) {
        console.log(
          `    ${m.name.padEnd(34)} ${m.perSecond.toFixed(0).padStart(7)} transfers/s   p50 ${m.p50.toFixed(1).padStart(6)} ms   p99 ${m.p99.toFixed(1).padStart(6)} ms   failures ${m.failures}   (${SECONDS} s)`,
        );
      }
      if (!pgbench) continue;
      const tps = await pgbench.run();
      console.log(`    ${`pgbench tpcb-like (scale ${PGBENCH_SCALE})`.padEnd(34)} ${tps.toFixed(0).padStart(7)} tps           (${PGBENCH_SECONDS} s, -j 2, without initial connection time)`);
      for (const m of measured) ratios.set(m.name, [...(ratios.get(m.name) ?? []), m.perSecond / tps]);
    }
  } finally {
    await ledger.close();
    await pgbench?.close();
  }
  for (const [name, values] of ratios) {
    console.log(`  median ratio ${name.padEnd(34)} ${median(values).toFixed(2)} × pgbench   (pairs: ${values.map((v) => v.toFixed(2)).join(', ')}; goal ≥ 0.5)`);
  }
  console.log(`  load average after ${loadavg()[0].toFixed(2)}`);
}
