import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '../db/schema';
import { ServiceError } from '../lib/errors';
import { describeEachDatabase } from '../testing/databases';
import { LedgerError, memberAccounts, memberBalances, platformAccount, reconcile, reverse, transfer, type TransferRequest } from './ledger';

let userCounter = 0;
/** A member id of its own (ledger accounts reference users by id only). */
const freshUser = () => 900_000 + (userCounter += 1);
const at = new Date(Date.UTC(2026, 0, 1));

/** The database's own message (Drizzle wraps the driver's error and keeps it as `cause`). */
async function databaseRefusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).not.toBeNull();
  const messages: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
  return messages.join(' | ');
}

describeEachDatabase('ledger', (database) => {
  const db = (): Database => database().db;
  const run = (request: TransferRequest) => db().transaction((tx) => transfer(tx, request));
  const transfersWithKey = async (key: string) => (await db().select({ n: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key)))[0].n;
  const balanceOf = async (accountId: number) => (await db().select({ b: ledgerAccounts.balanceFen }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0].b;

  /** A member whose CNY wallet holds `fen`, recharged from bank clearing. */
  async function funded(fen: number) {
    const userId = freshUser();
    const accounts = await memberAccounts(db(), userId);
    const clearing = await platformAccount(db(), 'platform_bank_clearing');
    if (fen > 0) await run({ key: `fund:${userId}`, type: 'recharge', postings: [{ accountId: clearing, amountFen: -fen }, { accountId: accounts.cny, amountFen: fen }], at });
    return { userId, accounts, clearing };
  }

  it('creates a member’s two wallets once, and finds the platform accounts', async () => {
    const userId = freshUser();
    const first = await memberAccounts(db(), userId);
    expect(await memberAccounts(db(), userId)).toEqual(first);
    expect(first.cny).not.toBe(first.coin);
    const rows = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, userId));
    expect(rows.map((r) => [r.kind, r.currency, r.allowNegative]).sort()).toEqual([['member_cny', 'CNY', false], ['member_coin', 'COIN', false]]);
    expect(await platformAccount(db(), 'escrow_review_fees')).toBe(await platformAccount(db(), 'escrow_review_fees'));
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 0, heldFen: 0 });
  });

  it('moves money with postings that sum to zero, keeping each posting’s balance after it', async () => {
    const { userId, accounts, clearing } = await funded(0);
    const before = await balanceOf(clearing);
    const result = await run({ key: `t:${userId}`, type: 'recharge', postings: [{ accountId: clearing, amountFen: -2_500 }, { accountId: accounts.cny, amountFen: 2_500 }], referenceType: 'test', referenceId: 7, at });
    expect(result.replayed).toBe(false);
    expect(result.balances.get(accounts.cny)).toBe(2_500);
    expect(await balanceOf(clearing)).toBe(before - 2_500); // bank clearing may go negative
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, result.id));
    expect(postings.map((p) => [p.accountId, p.amountFen, p.balanceAfterFen]).sort((a, b) => a[0] - b[0])).toEqual(
      [[clearing, -2_500, before - 2_500], [accounts.cny, 2_500, 2_500]].sort((a, b) => a[0] - b[0]),
    );
    const [row] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, result.id));
    expect(row).toMatchObject({ type: 'recharge', referenceType: 'test', referenceId: '7', reversesTransferId: null });
  });

  it('refuses postings that do not sum to zero, mix currencies, repeat an account, or are not whole fen', async () => {
    const { userId, accounts, clearing } = await funded(10_000);
    const bad: Array<[string, TransferRequest['postings'], RegExp]> = [
      ['unbalanced', [{ accountId: accounts.cny, amountFen: -100 }, { accountId: clearing, amountFen: 99 }], /sum to -1, not zero/],
      ['one posting', [{ accountId: accounts.cny, amountFen: -100 }], /at least two postings/],
      ['same account twice', [{ accountId: accounts.cny, amountFen: -100 }, { accountId: accounts.cny, amountFen: 100 }], /posted twice/],
      ['zero', [{ accountId: accounts.cny, amountFen: 0 }, { accountId: clearing, amountFen: 0 }], /bad amount 0/],
      ['fraction', [{ accountId: accounts.cny, amountFen: -0.5 }, { accountId: clearing, amountFen: 0.5 }], /bad amount/],
      // balanced in sum, but CNY leaves and coins arrive: each currency must balance on its own
      ['currencies', [{ accountId: accounts.cny, amountFen: -100 }, { accountId: accounts.coin, amountFen: 100 }], /CNY postings sum to -100/],
      ['unknown account', [{ accountId: accounts.cny, amountFen: -100 }, { accountId: 2_000_000_000, amountFen: 100 }], /unknown ledger account/],
    ];
    for (const [name, postings, message] of bad) {
      const key = `bad:${userId}:${name}`;
      await expect(run({ key, type: 'exchange', postings, at }), name).rejects.toThrow(LedgerError);
      await expect(run({ key, type: 'exchange', postings, at }), name).rejects.toThrow(message);
      expect(await transfersWithKey(key)).toBe(0);
    }
    expect(await memberBalances(db(), userId)).toMatchObject({ cnyFen: 10_000, coinFen: 0 });
  });

  it('applies a key once: a replay moves nothing and answers the first transfer', async () => {
    const { userId, accounts, clearing } = await funded(0);
    const request: TransferRequest = { key: `once:${userId}`, type: 'recharge', postings: [{ accountId: clearing, amountFen: -300 }, { accountId: accounts.cny, amountFen: 300 }], at };
    const first = await run(request);
    const again = await run(request);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await balanceOf(accounts.cny)).toBe(300);
    expect(await transfersWithKey(request.key)).toBe(1);
    expect((await db().select({ n: count() }).from(ledgerPostings).where(eq(ledgerPostings.transferId, first.id)))[0].n).toBe(2);

    // The same key for another movement is refused, never answered as done.
    const other = { ...request, postings: [{ accountId: clearing, amountFen: -301 }, { accountId: accounts.cny, amountFen: 301 }] };
    const refused = await run(other).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).render('en')).toMatch(/Idempotency-Key was used for a different request/);
    expect(await balanceOf(accounts.cny)).toBe(300);
  });

  it('refuses to take a member below zero and writes nothing', async () => {
    const { userId, accounts, clearing } = await funded(1_000);
    const key = `overdraw:${userId}`;
    const attempt = run({ key, type: 'exchange', postings: [{ accountId: accounts.cny, amountFen: -1_001 }, { accountId: clearing, amountFen: 1_001 }], at });
    await expect(attempt).rejects.toBeInstanceOf(ServiceError);
    const error = (await attempt.catch((e: unknown) => e)) as ServiceError;
    expect(error.code).toBe(400);
    expect(error.render('en')).toBe('Insufficient balance, please deposit or exchange first');
    expect(error.data).toMatchObject({ reason: 'insufficientBalance', insufficient: true, balanceFen: 1_000 });
    expect(await transfersWithKey(key)).toBe(0);
    expect(await balanceOf(accounts.cny)).toBe(1_000);
    // the key was not used up: the same key with an amount that fits goes through
    const fits = await run({ key, type: 'exchange', postings: [{ accountId: accounts.cny, amountFen: -1_000 }, { accountId: clearing, amountFen: 1_000 }], at });
    expect(fits.replayed).toBe(false);
    expect(await balanceOf(accounts.cny)).toBe(0);
  });

  it('keeps transfers and postings append-only, and refuses an unbalanced transfer at commit', async () => {
    const { userId } = await funded(500);
    const [t] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `fund:${userId}`));
    expect(await databaseRefusal(db().update(ledgerTransfers).set({ memo: 'edited' }).where(eq(ledgerTransfers.id, t.id)))).toMatch(/append-only: UPDATE on ledger_transfers/);
    expect(await databaseRefusal(db().delete(ledgerTransfers).where(eq(ledgerTransfers.id, t.id)))).toMatch(/append-only: DELETE on ledger_transfers/);
    expect(await databaseRefusal(db().update(ledgerPostings).set({ amountFen: 1 }).where(eq(ledgerPostings.transferId, t.id)))).toMatch(/append-only: UPDATE on ledger_postings/);
    expect(await databaseRefusal(db().delete(ledgerPostings).where(eq(ledgerPostings.transferId, t.id)))).toMatch(/append-only: DELETE on ledger_postings/);
    expect((await db().select({ n: count() }).from(ledgerPostings).where(eq(ledgerPostings.transferId, t.id)))[0].n).toBe(2);

    // Around transfer(): a lone posting written by hand never commits.
    const accounts = await memberAccounts(db(), userId);
    const key = `hand:${userId}`;
    const refusal = await databaseRefusal(
      db().transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransfers).values({ idempotencyKey: key, type: 'recharge', createdAt: at }).returning({ id: ledgerTransfers.id });
        await tx.insert(ledgerPostings).values({ transferId: row.id, accountId: accounts.cny, amountFen: 100, balanceAfterFen: 600, createdAt: at });
      }),
    );
    expect(refusal).toMatch(/does not balance in CNY \(sum 100\)/);
    expect(await transfersWithKey(key)).toBe(0);

    // Balanced overall but CNY against platform coin: refused at commit too.
    const issuance = await platformAccount(db(), 'platform_coin_issuance');
    const mixedKey = `mixed:${userId}`;
    const mixed = await databaseRefusal(
      db().transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransfers).values({ idempotencyKey: mixedKey, type: 'exchange', createdAt: at }).returning({ id: ledgerTransfers.id });
        await tx.insert(ledgerPostings).values([
          { transferId: row.id, accountId: accounts.cny, amountFen: 100, balanceAfterFen: 100, createdAt: at },
          { transferId: row.id, accountId: issuance, amountFen: -100, balanceAfterFen: -100, createdAt: at },
        ]);
      }),
    );
    expect(mixed).toMatch(/does not balance in (CNY|COIN)/);
    expect(await transfersWithKey(mixedKey)).toBe(0);

    // Nor can the whole ledger be emptied.
    expect(await databaseRefusal(db().execute(sql`truncate ledger_postings`))).toMatch(/append-only: TRUNCATE on ledger_postings/);
    expect(await databaseRefusal(db().execute(sql`truncate ledger_transfers cascade`))).toMatch(/append-only: TRUNCATE on ledger_transfers/);
  });

  it('reverses a transfer once, with a new transfer of opposite postings', async () => {
    const { userId, accounts, clearing } = await funded(0);
    const original = await run({ key: `rev:${userId}`, type: 'recharge', postings: [{ accountId: clearing, amountFen: -800 }, { accountId: accounts.cny, amountFen: 800 }], at });
    const reversal = await db().transaction((tx) => reverse(tx, original.id, { type: 'recharge', memo: 'wrong member', at }));
    expect(reversal.replayed).toBe(false);
    expect(await balanceOf(accounts.cny)).toBe(0);
    const [row] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, reversal.id));
    expect(row).toMatchObject({ idempotencyKey: `reversal:${original.id}`, reversesTransferId: original.id, memo: 'wrong member' });
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, reversal.id));
    expect(Object.fromEntries(postings.map((p) => [p.accountId, p.amountFen]))).toEqual({ [clearing]: 800, [accounts.cny]: -800 });

    // again: the same reversal, nothing moves; under another key the unique reversal index refuses it
    const again = await db().transaction((tx) => reverse(tx, original.id, { type: 'recharge', at }));
    expect(again).toMatchObject({ id: reversal.id, replayed: true });
    expect(await databaseRefusal(db().transaction((tx) => reverse(tx, original.id, { type: 'recharge', key: `other:${userId}`, at })))).toMatch(/ledger_transfers_reverses_idx/);
    expect((await db().select({ n: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.reversesTransferId, original.id)))[0].n).toBe(1);
    expect(await balanceOf(accounts.cny)).toBe(0);
    await expect(db().transaction((tx) => reverse(tx, 2_000_000_000, { type: 'recharge', at }))).rejects.toThrow(/has no postings/);
  });

  it('spreads the coin reserve over its sub-accounts and splits a debit that no single one covers', async () => {
    const reserve = await platformAccount(db(), 'platform_coin_reserve');
    const issuance = await platformAccount(db(), 'platform_coin_issuance');
    const subAccounts = async () =>
      db().select({ id: ledgerAccounts.id, shard: ledgerAccounts.shard, balanceFen: ledgerAccounts.balanceFen }).from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'platform_coin_reserve'), sql`${ledgerAccounts.ownerUserId} is null`));
    const before = await subAccounts();
    expect(before.length).toBe(16);
    expect(before.find((r) => r.shard === 0)?.id).toBe(reserve);
    // two keys whose transfers start at different sub-accounts (ledger_transfer picks the first from the key)
    const startOf = async (key: string) => Number(rowsOf<{ s: string }>(await db().execute(sql`select (hashtext(${key})::bigint + 2147483648) % 16 as s`))[0].s);
    const keys: string[] = [];
    for (let i = 0; keys.length < 2; i += 1) {
      const key = `spread:${freshUser()}:${i}`;
      if (keys.length === 0 || (await startOf(key)) !== (await startOf(keys[0]))) keys.push(key);
    }
    // each exchange larger than any sub-account held before, so that only both together cover their sum
    const amount = Math.max(...before.map((r) => r.balanceFen)) + 1_000;
    const a = await funded(amount);
    const b = await funded(amount);
    const exchangeIn = (m: typeof a, key: string) =>
      run({ key, type: 'exchange', at, postings: [{ accountId: m.accounts.cny, amountFen: -amount }, { accountId: reserve, amountFen: amount }, { accountId: issuance, amountFen: -amount }, { accountId: m.accounts.coin, amountFen: amount }] });
    await exchangeIn(a, keys[0]);
    await exchangeIn(b, keys[1]);
    const credited = (await subAccounts()).filter((r) => r.balanceFen !== before.find((x) => x.id === r.id)!.balanceFen);
    expect(credited.map((r) => r.shard).sort((x, y) => x - y)).toEqual([await startOf(keys[0]), await startOf(keys[1])].sort((x, y) => x - y));
    await run({ key: `gift:${b.userId}`, type: 'exchange', at, postings: [{ accountId: b.accounts.coin, amountFen: -amount }, { accountId: a.accounts.coin, amountFen: amount }] });

    // back to CNY in one go: twice what any one sub-account holds, taken from several, each staying at zero or more
    const backKey = `back:${a.userId}`;
    const back = { key: backKey, type: 'exchange' as const, at, postings: [{ accountId: a.accounts.coin, amountFen: -2 * amount }, { accountId: reserve, amountFen: -2 * amount }, { accountId: issuance, amountFen: 2 * amount }, { accountId: a.accounts.cny, amountFen: 2 * amount }] };
    const moved = await run(back);
    const postings = await db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, moved.id));
    const reserveIds = new Set(before.map((r) => r.id));
    const fromReserve = postings.filter((p) => reserveIds.has(p.accountId));
    expect(fromReserve.length).toBeGreaterThan(1);
    expect(fromReserve.reduce((sum, p) => sum + p.amountFen, 0)).toBe(-2 * amount);
    expect((await subAccounts()).every((r) => r.balanceFen >= 0)).toBe(true);
    expect(await memberBalances(db(), a.userId)).toEqual({ cnyFen: 2 * amount, coinFen: 0, heldFen: 0 });

    // a retry is the same movement though its postings landed on sub-accounts; another movement under the key is not
    expect(await run(back)).toMatchObject({ id: moved.id, replayed: true });
    await expect(run({ ...back, postings: back.postings.map((p) => ({ ...p, amountFen: p.amountFen / 2 })) })).rejects.toMatchObject({ code: 400 });
    // the split transfer reverses as one movement
    await db().transaction((tx) => reverse(tx, moved.id, { type: 'exchange', at }));
    expect(await memberBalances(db(), a.userId)).toEqual({ cnyFen: 0, coinFen: 2 * amount, heldFen: 0 });
    expect(await reconcile(db(), at)).toMatchObject({ ok: true, negativeAccounts: [], mismatchedAccounts: [] });
  });

  it('reconciles: every check passes after real movements, and a tampered balance is reported', async () => {
    await funded(12_300);
    const { userId, accounts } = await funded(4_000);
    const fees = await platformAccount(db(), 'platform_fees');
    await run({ key: `fee:${userId}`, type: 'exchange', postings: [{ accountId: accounts.cny, amountFen: -40 }, { accountId: fees, amountFen: 40 }], at });
    const healthy = await reconcile(db(), at);
    expect(healthy).toMatchObject({ ok: true, totalFen: 0, mismatchedAccounts: [], unbalancedTransfers: [], negativeAccounts: [], checkedAt: at.getTime() });
    expect(healthy.totalsByCurrency.every((c) => c.totalFen === 0)).toBe(true);
    expect(healthy.coinBacking.reserveFen).toBe(healthy.coinBacking.coinsInCirculationFen);
    expect(healthy.transfers).toBeGreaterThan(2);

    // A cached balance that drifted from its postings (written around transfer()) is found, then put back.
    await db().update(ledgerAccounts).set({ balanceFen: sql`${ledgerAccounts.balanceFen} + 1` }).where(eq(ledgerAccounts.id, accounts.cny));
    const drifted = await reconcile(db(), at);
    expect(drifted.ok).toBe(false);
    expect(drifted.mismatchedAccounts).toEqual([{ accountId: accounts.cny, kind: 'member_cny', ownerUserId: userId, balanceFen: 3_961, postingsFen: 3_960 }]);
    await db().update(ledgerAccounts).set({ balanceFen: 3_960 }).where(and(eq(ledgerAccounts.id, accounts.cny)));
    expect((await reconcile(db(), at)).ok).toBe(true);
  });
});
