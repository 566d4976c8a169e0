/**
 * A services process killed in the middle of a money load (issue 4 section 4). The real server runs as a child
 * process on a fresh PostgreSQL database; members with a verified real name, a verified card and a transaction
 * password fire many concurrent exchanges (`POST /wallet/v1/exchange`) and withdrawals (`POST
 * /wallet/v1/withdraw/create`), each with an `Idempotency-Key`, some twice at once. When part of the answers are
 * in, the process gets SIGKILL: no shutdown, open transactions cut off. A new process starts on the same
 * database, every request that got no answer is sent again with its key, and every one that did get an answer is
 * sent again too. Then: the ledger reconciles, no balance is negative, every acknowledged request is in the
 * ledger exactly once, refused ones left nothing, and a retry answers what was stored and moves nothing.
 *
 * PostgreSQL only (the point is a second process finding what the first one committed): without
 * TEST_DATABASE_URL the suite is not run at all (reported as skipped, never as passed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../machines/access/access';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import { bankCards, codeKeys, idempotencyKeys, ledgerAccounts, ledgerTransfers, rateLimits, realNameApplications, users, withdrawals } from '../../services/db/schema';
import { hmac } from '../../services/lib/crypto';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member/users.repository';
import { openTestDatabase, type TestDatabase } from '../../services/testing/databases';
import { reconcile, transfer } from '../../services/wallet/ledger';
import { memberAccounts, platformAccounts, rechargePostings, randomSource, type MemberAccounts } from './ledger-movements';

const ROOT = join(import.meta.dirname, '..', '..');
const MEMBERS = 32;
const PASSWORD = 'Aa1!good';
const PAY_PASSWORD = '135790';
const FUND_FEN = 20_000;
/** Answers to wait for before the kill: the rest of the load is in flight or not yet sent. */
const KILL_AFTER_ANSWERS = 40;

type Kind = 'exchange' | 'withdraw';
type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Request = { member: number; key: string; kind: Kind; body: Record<string, unknown> };
type Answered = { status: number; body: Envelope<Record<string, unknown>> };
type Answer = Answered | { status: 0; error: string };

const PATHS: Record<Kind, string> = { exchange: '/wallet/v1/exchange', withdraw: '/wallet/v1/withdraw/create' };

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Every server process this file started, so that none outlives it whatever fails. */
const spawned: ChildProcess[] = [];

/** The services as `npx tsx services/server.ts` runs them, but as one node process, so SIGKILL kills the server itself. */
function startServer(env: Record<string, string>, log: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`the services did not start in 30 s:\n${log.join('')}`)), 30_000);
    const collect = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (chunk.toString().includes('REST services listening')) {
        clearTimeout(timer);
        resolveStart(child);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the services exited (${code ?? signal}) while starting:\n${log.join('')}`));
    });
  });
}

async function kill(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGKILL');
  await exited;
}

describe.runIf(!!process.env.TEST_DATABASE_URL)('a services process killed during a money load [postgres; needs TEST_DATABASE_URL]', () => {
  let database: (TestDatabase & { dispose(): Promise<void> }) | undefined;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  let origin: string;
  const log: string[] = [];
  const members: Array<{ userId: number; phone: string; cardId: number; token: string; ip: string; accounts: MemberAccounts }> = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const db = database.db;
    const [{ name }] = (await db.execute(sql`select current_database() as name`) as unknown as { rows: Array<{ name: string }> }).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    env = { DATABASE_URL: url.toString(), API_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', TOKEN_SECRET: randomUUID() + randomUUID() };
    origin = `http://127.0.0.1:${port}`;
    const started = startServer(env, log);

    const now = new Date();
    const [passwordHash, payHash] = await Promise.all([hashPassword(PASSWORD), hashPassword(PAY_PASSWORD)]);
    const platform = await platformAccounts(db);
    const stamp = String(Date.now() % 1e6).padStart(6, '0');
    const setUp = async (i: number) => {
      const phone = `86-137${stamp}${String(i).padStart(2, '0')}`;
      const user = (await createUsersRepository(db).create({ phone, passwordHash, localization: 'en', roles: [ROLES.member], now }))!;
      await db.update(users).set({ transactionPasswordHash: payHash, transactionPasswordModifiedAt: now }).where(eq(users.id, user.id));
      await db.insert(realNameApplications).values({
        userId: user.id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `crash:${user.id}`, realName: '张三', createdAt: now,
      });
      const cardNumber = withLuhnDigit(`622202${stamp}${String(i).padStart(6, '0')}`);
      const [card] = await db.insert(bankCards).values({
        userId: user.id, stateValue: 'verified', context: {}, status: 'verified', version: 1, cardholderName: '张三', cardNumber, last4: cardNumber.slice(-4),
        bankCode: 'ICBC', cardType: 'debit', branchName: '北京海淀支行', mobile: '13800000001', isDefault: true, verifiedAt: now, createdAt: now, updatedAt: now,
      }).returning({ id: bankCards.id });
      const accounts = await memberAccounts(db, user.id);
      await db.transaction((tx) => transfer(tx, { key: `crash-fund:${user.id}`, type: 'recharge', postings: rechargePostings(platform, accounts, FUND_FEN), at: now }));
      return { userId: user.id, phone, cardId: card.id, accounts };
    };
    const created = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => setUp(i)));
    server = await started;
    for (const [i, { userId, phone, cardId, accounts }] of created.entries()) {
      const ip = `10.77.${i >> 8}.${i & 255}`;
      const signin = await fetch(`${origin}/member/v2/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ identifier: phone, password: PASSWORD }),
      });
      const tokens = (await signin.json()) as Envelope<{ idToken: string }>;
      expect(tokens.code).toBe(200);
      members.push({ userId, phone, cardId, token: tokens.data.idToken, ip, accounts });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(spawned.map(kill));
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(request: Request): Promise<Answer> {
    const m = members[request.member];
    try {
      const res = await fetch(`${origin}${PATHS[request.kind]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}`, 'idempotency-key': request.key, 'x-forwarded-for': m.ip, 'accept-language': 'en' },
        body: JSON.stringify(request.body),
      });
      return { status: res.status, body: (await res.json()) as Answered['body'] };
    } catch (error) {
      return { status: 0, error: String((error as Error).cause ?? error) };
    }
  }

  const acknowledged = (a: Answer | undefined): a is Answered => a?.status === 200 && 'body' in a && a.body.code === 200;
  const refusedForMoney = (a: Answer | undefined) => a?.status === 400 && 'body' in a && (a.body.data as { reason?: string } | null)?.reason === 'insufficientBalance';

  /** The transaction password allows 5 checks per member per 15 minutes, every check counted; the load is not a guess. */
  async function forgetPayPasswordChecks(): Promise<void> {
    await database!.db.delete(rateLimits).where(sql`${rateLimits.key} like 'pay-password:%'`);
  }

  /** A withdraw-identity code key for the member's phone, as verifying an SMS code would issue it (single use). */
  async function withdrawCodeKey(member: number): Promise<string> {
    const key = randomUUID();
    const now = new Date();
    await database!.db.insert(codeKeys).values({
      keyHash: hmac(env.TOKEN_SECRET, `code-key:${key}`), identifier: members[member].phone, purpose: `withdraw:${members[member].userId}`,
      expiresAt: new Date(now.getTime() + 10 * 60_000), createdAt: now,
    });
    return key;
  }

  it('loses nothing and moves nothing twice when the process dies mid-load and requests are retried', async () => {
    const db = database!.db;
    const random = randomSource(4_040_404);
    // Per member three exchanges and a withdrawal, one of them sent twice at once: five transaction-password
    // checks, the most the limit allows. Together they ask for more than the member has, so some are refused;
    // coins exist only once an earlier exchange has landed.
    const requests: Request[] = [];
    for (let member = 0; member < MEMBERS; member += 1) {
      for (let i = 0; i < 3; i += 1) {
        const direction = i === 0 || random() < 0.6 ? 'cnyToCoin' : 'coinToCny';
        const body = { direction, amountFen: 100 * (20 + Math.floor(random() * 100)), transactionPassword: PAY_PASSWORD };
        requests.push({ member, kind: 'exchange', key: `crash-x-${member}-${i}-${randomUUID()}`, body });
      }
      const body = { amountFen: 100 * (20 + Math.floor(random() * 100)), bankCardId: members[member].cardId, identifier: members[member].phone, codeKey: await withdrawCodeKey(member), transactionPassword: PAY_PASSWORD };
      requests.push({ member, kind: 'withdraw', key: `crash-w-${member}-${randomUUID()}`, body });
    }
    const twice = (r: Request) => (r.member % 2 === 0 ? r.kind === 'withdraw' : r.key.startsWith(`crash-x-${r.member}-1-`));
    const copies = requests.flatMap((r) => (twice(r) ? [r, r] : [r]));

    await forgetPayPasswordChecks();
    let answered = 0;
    let killed: Promise<void> | undefined;
    const first = await Promise.all(
      copies.map(async (request) => {
        const answer = await send(request);
        if (answer.status !== 0) answered += 1;
        if (answered >= KILL_AFTER_ANSWERS && !killed) killed = kill(server);
        return { request, answer };
      }),
    );
    await killed;
    const lost = first.filter((f) => f.answer.status === 0);
    // The kill really came in the middle: some requests were answered, some were cut off.
    expect(first.filter((f) => acknowledged(f.answer)).length).toBeGreaterThan(0);
    expect(lost.length).toBeGreaterThan(0);
    for (const f of first) if (f.answer.status !== 0) expect(acknowledged(f.answer) || refusedForMoney(f.answer), JSON.stringify(f.answer)).toBe(true);

    server = await startServer(env, log);

    // Two copies of one key answered differently is possible only as "refused, then run afresh and accepted"
    // (the refusal rolled the key back); the accepted answer is the key's answer.
    const final = new Map<string, Answer>();
    for (const f of first) {
      if (f.answer.status === 0) continue;
      const earlier = final.get(f.request.key);
      if (acknowledged(earlier) && acknowledged(f.answer)) expect(f.answer.body.data).toEqual(earlier.body.data);
      if (!earlier || acknowledged(f.answer)) final.set(f.request.key, f.answer);
    }
    // Every key with a copy cut off is sent again: its retry answers what was stored, or runs now if nothing was.
    const pending = [...new Map(lost.map((f) => [f.request.key, f.request])).values()];
    const committedUnanswered = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, pending.map((r) => r.key)));
    await forgetPayPasswordChecks();
    const retried = await Promise.all(pending.map(async (request) => ({ request, answer: await send(request) })));
    for (const r of retried) {
      expect(acknowledged(r.answer) || refusedForMoney(r.answer), JSON.stringify(r.answer)).toBe(true);
      const earlier = final.get(r.request.key);
      if (acknowledged(earlier)) expect(r.answer).toEqual(earlier);
      final.set(r.request.key, r.answer);
    }
    // What the killed process committed without answering is answered now, from what it stored.
    for (const { key } of committedUnanswered) expect(acknowledged(final.get(key)), key).toBe(true);

    // Acknowledged requests sent again: the stored answer (balances as they were then), no new transfer.
    await forgetPayPasswordChecks();
    const transfersBefore = await db.$count(ledgerTransfers);
    const seen = new Set<string>();
    const again = first.filter((f) => acknowledged(f.answer) && !seen.has(f.request.key) && seen.add(f.request.key));
    const resent = await Promise.all(again.map(async (f) => ({ before: f.answer, answer: await send(f.request) })));
    for (const r of resent) expect(r.answer).toEqual(r.before);
    expect(await db.$count(ledgerTransfers)).toBe(transfersBefore);

    const keys = [...final.values()];
    console.log(
      `crash load: ${copies.length} requests (${requests.length} keys), ${first.length - lost.length} answered before the kill, ${lost.length} cut off; ` +
        `after the restart ${retried.length} keys retried (${committedUnanswered.length} had committed before the kill), ${resent.length} answered keys sent again; ` +
        `${keys.filter(acknowledged).length} keys acknowledged, ${keys.filter(refusedForMoney).length} refused for lack of money`,
    );

    const report = await reconcile(db, new Date());
    expect(report).toMatchObject({ ok: true, totalFen: 0, mismatchedAccounts: [], unbalancedTransfers: [], negativeAccounts: [] });
    expect(report.pendingWithdrawals.ledgerFen).toBeGreaterThan(0);

    // Each member's wallets hold exactly the funding plus the acknowledged requests, each applied once.
    for (let member = 0; member < MEMBERS; member += 1) {
      const m = members[member];
      const mine = requests.filter((r) => r.member === member);
      let cny = FUND_FEN;
      let coin = 0;
      const exchangeIds: number[] = [];
      const withdrawalIds: number[] = [];
      for (const r of mine) {
        const answer = final.get(r.key);
        expect(answer, r.key).toBeDefined();
        if (!acknowledged(answer)) continue;
        const amountFen = r.body.amountFen as number;
        if (r.kind === 'withdraw') {
          cny -= amountFen;
          withdrawalIds.push(answer.body.data.id as number);
          continue;
        }
        const sign = r.body.direction === 'cnyToCoin' ? 1 : -1;
        cny -= sign * amountFen;
        coin += sign * amountFen;
        exchangeIds.push(answer.body.data.transferId as number);
      }
      const accounts = await db.select({ id: ledgerAccounts.id, balanceFen: ledgerAccounts.balanceFen }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, [m.accounts.cny, m.accounts.coin]));
      expect({ member, cny: accounts.find((a) => a.id === m.accounts.cny)!.balanceFen, coin: accounts.find((a) => a.id === m.accounts.coin)!.balanceFen }).toEqual({ member, cny, coin });
      expect(cny).toBeGreaterThanOrEqual(0);
      expect(coin).toBeGreaterThanOrEqual(0);

      // The member's exchange transfers and withdrawals are exactly the acknowledged ones, one per request.
      const exchanges = await db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.type, 'exchange'), sql`exists (select 1 from ledger_postings p where p.transfer_id = ${ledgerTransfers.id} and p.account_id = ${m.accounts.cny})`));
      const byId = (a: number, b: number) => a - b;
      expect(exchanges.map((t) => Number(t.id)).sort(byId)).toEqual([...exchangeIds].sort(byId));
      const held = await db.select({ id: withdrawals.id, holdTransferId: withdrawals.holdTransferId, status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.userId, m.userId));
      expect(held.map((w) => w.id).sort(byId)).toEqual([...withdrawalIds].sort(byId));
      for (const w of held) expect(w).toMatchObject({ status: 'awaitingPayout', holdTransferId: expect.any(Number) });

      // Acknowledged keys are stored with their answer; refused ones left nothing.
      const stored = await db.select({ key: idempotencyKeys.key, response: idempotencyKeys.response }).from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, m.userId));
      const storedByKey = new Map(stored.map((s) => [s.key, s.response]));
      expect(stored.length).toBe(mine.filter((r) => acknowledged(final.get(r.key))).length);
      for (const r of mine) {
        const answer = final.get(r.key);
        if (!acknowledged(answer)) expect(storedByKey.has(r.key)).toBe(false);
        else if (r.kind === 'exchange') expect(storedByKey.get(r.key)).toEqual(answer.body.data);
        else expect(storedByKey.get(r.key)).toEqual({ withdrawalId: answer.body.data.id });
      }

      const balance = await fetch(`${origin}/wallet/v1/balance`, { headers: { authorization: `Bearer ${m.token}`, 'x-forwarded-for': m.ip } });
      const heldFen = requests.filter((r) => r.member === member && r.kind === 'withdraw' && acknowledged(final.get(r.key))).reduce((sum, r) => sum + (r.body.amountFen as number), 0);
      expect(((await balance.json()) as Envelope).data).toEqual({ cnyFen: cny, coinFen: coin, heldFen });
    }
  }, 90_000);
});
