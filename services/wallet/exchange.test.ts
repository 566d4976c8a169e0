/**
 * Exchange through HTTP: CNY ⇄ platform coin at 1:1 as one four-posting transfer, once per Idempotency-Key, the
 * transaction password checked by the one check, a short balance refused with the ledger's data and nothing
 * written; the ledger reconciles afterwards (coin reserve = −coin issuance).
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotencyKeys, ledgerPostings, ledgerTransfers, users } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { reconcile } from './ledger';
import { balancesOf, credit, idem, PAY_PASSWORD, platformBalances, walletMember } from '../testing/wallet-money';

type Exchanged = { transferId: number; cnyFen: number; coinFen: number; heldFen: number };

describeEachDatabase('exchange', (database) => {
  const h = useServicesApp(database);

  async function member(fen: number) {
    const m = await walletMember(h, { card: false });
    if (fen > 0) await credit(h.db(), m.id, fen);
    return m;
  }

  it('exchanges CNY to coins and back at 1:1, as one transfer of four postings', async () => {
    const m = await member(10_000);
    const before = await platformBalances(h.db());
    const toCoin = await m.c.post<Exchanged>('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 6_000, transactionPassword: PAY_PASSWORD }, idem());
    expect(toCoin.body).toMatchObject({ code: 200, msg: 'Exchanged', data: { cnyFen: 4_000, coinFen: 6_000, heldFen: 0 } });
    const [transfer] = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, toCoin.body.data.transferId));
    expect(transfer).toMatchObject({ type: 'exchange', referenceType: 'exchange', createdBy: m.id });
    expect(transfer.idempotencyKey).toMatch(new RegExp(`^exchange:${m.id}:`));
    const postings = await h.db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, transfer.id));
    expect(postings.map((p) => p.amountFen).sort((a, b) => a - b)).toEqual([-6_000, -6_000, 6_000, 6_000]);
    const middle = await platformBalances(h.db());
    expect(middle.platform_coin_reserve - before.platform_coin_reserve).toBe(6_000);
    expect(middle.platform_coin_issuance - before.platform_coin_issuance).toBe(-6_000);

    const back = await m.c.post<Exchanged>('/wallet/v1/exchange', { direction: 'coinToCny', amountFen: 2_500, transactionPassword: PAY_PASSWORD }, idem());
    expect(back.body).toMatchObject({ code: 200, data: { cnyFen: 6_500, coinFen: 3_500, heldFen: 0 } });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 6_500, coinFen: 3_500, heldFen: 0 });
    const after = await platformBalances(h.db());
    expect(after.platform_coin_reserve - before.platform_coin_reserve).toBe(3_500);
    expect(after.platform_coin_reserve).toBe(-after.platform_coin_issuance);
    const report = await reconcile(h.db(), new Date());
    expect(report).toMatchObject({ ok: true, totalFen: 0 });
  });

  it('refuses a short balance in either direction with the ledger’s data, writing nothing', async () => {
    const m = await member(1_000);
    const platform = await platformBalances(h.db());
    const short = await m.c.post('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 1_001, transactionPassword: PAY_PASSWORD }, idem('short'));
    expect(short.res.statusCode).toBe(400);
    expect(short.body).toMatchObject({ code: 400, msg: 'Insufficient balance, please deposit or exchange first', data: { reason: 'insufficientBalance', insufficient: true, balanceFen: 1_000 } });
    const noCoins = await m.c.post('/wallet/v1/exchange', { direction: 'coinToCny', amountFen: 1, transactionPassword: PAY_PASSWORD }, idem());
    expect(noCoins.body).toMatchObject({ code: 400, data: { reason: 'insufficientBalance', balanceFen: 0 } });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 1_000, coinFen: 0, heldFen: 0 });
    expect(await platformBalances(h.db())).toEqual(platform);
    expect(await h.db().select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, m.id))).toEqual([]);
    // the failed key runs afresh once the request fits
    const fits = await m.c.post<Exchanged>('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 1_000, transactionPassword: PAY_PASSWORD }, idem('short-2'));
    expect(fits.body.data).toMatchObject({ cnyFen: 0, coinFen: 1_000 });
  });

  it('applies a retry with the same key once, and refuses the key for another body', async () => {
    const m = await member(5_000);
    const body = { direction: 'cnyToCoin', amountFen: 2_000, transactionPassword: PAY_PASSWORD };
    const first = await m.c.post<Exchanged>('/wallet/v1/exchange', body, idem('ex-1'));
    const again = await m.c.post<Exchanged>('/wallet/v1/exchange', body, idem('ex-1'));
    expect(again.body.data).toEqual(first.body.data);
    // a retry is answered as the first time, even with a password that would now be refused
    for (let i = 0; i < 6; i += 1) expect((await m.c.post<Exchanged>('/wallet/v1/exchange', { ...body, transactionPassword: '000000' }, idem('ex-1'))).body.data).toEqual(first.body.data);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 3_000, coinFen: 2_000, heldFen: 0 });
    // concurrent retries of one attempt: still once
    const racing = await Promise.all([1, 2, 3].map(() => m.c.post<Exchanged>('/wallet/v1/exchange', body, idem('ex-2'))));
    expect(racing.map((r) => r.body.code)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.body.data.transferId)).size).toBe(1);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 1_000, coinFen: 4_000, heldFen: 0 });
    expect((await m.c.post('/wallet/v1/exchange', { ...body, amountFen: 500 }, idem('ex-1'))).body).toMatchObject({ code: 400, msg: 'This Idempotency-Key was used for a different request' });
    expect((await m.c.post('/wallet/v1/exchange', { ...body, direction: 'coinToCny' }, idem('ex-1'))).body.code).toBe(400);
    expect((await m.c.post('/wallet/v1/exchange', body)).body).toMatchObject({ code: 400, msg: 'The Idempotency-Key header is missing or not valid' });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 1_000, coinFen: 4_000, heldFen: 0 });
    // keys are per member: another member may use the same one
    const other = await member(1_000);
    expect((await other.c.post<Exchanged>('/wallet/v1/exchange', { ...body, amountFen: 1_000 }, idem('ex-1'))).body).toMatchObject({ code: 200, data: { coinFen: 1_000 } });
  });

  it('needs the transaction password: set, and right', async () => {
    const m = await member(5_000);
    const wrong = await m.c.post('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 1_000, transactionPassword: '000000' }, idem());
    expect(wrong.body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 5_000, coinFen: 0, heldFen: 0 });
    await h.db().update(users).set({ transactionPasswordHash: null }).where(eq(users.id, m.id));
    const none = await m.c.post('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 1_000, transactionPassword: PAY_PASSWORD }, idem());
    expect(none.body).toMatchObject({ code: 400, msg: 'Set 2 Factor Password first' });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 5_000, coinFen: 0, heldFen: 0 });
  });

  it('answers malformed requests with 400 and 401 without a session', async () => {
    const m = await member(5_000);
    for (const body of [
      { direction: 'sideways', amountFen: 100, transactionPassword: PAY_PASSWORD },
      { direction: 'cnyToCoin', amountFen: 0, transactionPassword: PAY_PASSWORD },
      { direction: 'cnyToCoin', amountFen: 1.5, transactionPassword: PAY_PASSWORD },
      { direction: 'cnyToCoin', amountFen: '100', transactionPassword: PAY_PASSWORD },
      { direction: 'cnyToCoin', amountFen: 1e20, transactionPassword: PAY_PASSWORD },
      { direction: 'cnyToCoin', amountFen: 100, transactionPassword: 'abcdef' },
      { direction: 'cnyToCoin', amountFen: 100 },
      { direction: 1, amountFen: 100, transactionPassword: PAY_PASSWORD },
      null,
      [],
    ]) {
      expect((await m.c.post('/wallet/v1/exchange', body, idem())).body.code, JSON.stringify(body)).toBe(400);
    }
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 5_000, coinFen: 0, heldFen: 0 });
    expect((await h.client().post('/wallet/v1/exchange', { direction: 'cnyToCoin', amountFen: 100, transactionPassword: PAY_PASSWORD }, idem())).body.code).toBe(401);
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });
});
