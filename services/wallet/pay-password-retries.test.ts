/**
 * The transaction password and idempotent retries (issue 11): a retry of a money request is answered from its
 * stored answer before the password check and before any limit, parallel copies of one request with one key
 * (not stored yet) never count as attempts, and only wrong passwords count toward the limit (5 per 15 minutes).
 *
 * On PostgreSQL the parallel copies really run side by side (the suites run there with TEST_DATABASE_URL); on
 * PGlite statements take turns but the copies still interleave around the password hashing, so the same
 * answers are asserted on both.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransfers, withdrawals } from '../db/schema';
import { PAY_PASSWORD_LIMIT } from '../member/pay-password';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { feeTestConfig, requirementFixtures } from '../testing/requirement-fixtures';
import { balancesOf, credit, idem, PAY_PASSWORD, walletMember, withdrawKey } from '../testing/wallet-money';
import { reconcile } from './ledger';

type Exchanged = { transferId: number; cnyFen: number; coinFen: number; heldFen: number };
const COPIES = 20;
const WRONG = '000000';

describeEachDatabase('transaction password and idempotent retries: exchange', (database) => {
  const h = useServicesApp(database);

  async function member(fen: number) {
    const m = await walletMember(h, { card: false });
    await credit(h.db(), m.id, fen);
    return m;
  }
  const exchangeBody = (amountFen: number, transactionPassword = PAY_PASSWORD) => ({ direction: 'cnyToCoin', amountFen, transactionPassword });

  it(`${COPIES} parallel copies of one exchange with one key: ${COPIES} identical answers, one transfer, and the password is not used up`, async () => {
    const m = await member(10_000);
    const key = `race-${m.id}`;
    const answers = await Promise.all(Array.from({ length: COPIES }, () => m.c.post<Exchanged>('/wallet/v1/exchange', exchangeBody(1_000), idem(key))));
    expect(answers.map((a) => a.body.code)).toEqual(Array.from({ length: COPIES }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers[0].body.data).toMatchObject({ cnyFen: 9_000, coinFen: 1_000 });
    const transfers = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.createdBy, m.id));
    expect(transfers.filter((t) => t.type === 'exchange')).toHaveLength(1);
    expect(await h.db().select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, m.id))).toHaveLength(1);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 9_000, coinFen: 1_000, heldFen: 0 });

    // A correct password right afterwards, with a new key: not blocked.
    const next = await m.c.post<Exchanged>('/wallet/v1/exchange', exchangeBody(500), idem());
    expect(next.body).toMatchObject({ code: 200, data: { cnyFen: 8_500, coinFen: 1_500 } });
    // ...and so many correct ones in parallel, each with its own key (a correct password never counts).
    const many = await Promise.all(Array.from({ length: COPIES }, () => m.c.post<Exchanged>('/wallet/v1/exchange', exchangeBody(100), idem())));
    expect(many.map((a) => a.body.code)).toEqual(Array.from({ length: COPIES }, () => 200));
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 6_500, coinFen: 3_500, heldFen: 0 });
    // The wrong-password budget is whole: exactly five wrong answers before the limit.
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit; i += 1) {
      expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, String(100_000 + i)), idem())).body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    }
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100), idem())).body.code).toBe(429);
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });

  it(`${COPIES} parallel copies of one withdrawal with one key: one withdrawal, one hold, the code key used once`, async () => {
    const m = await walletMember(h);
    await credit(h.db(), m.id, 50_000);
    const codeKey = await withdrawKey(h, m);
    const body = { amountFen: 20_000, bankCardId: m.cardId, identifier: m.phone, codeKey, transactionPassword: PAY_PASSWORD };
    const answers = await Promise.all(Array.from({ length: COPIES }, () => m.c.post<{ id: number }>('/wallet/v1/withdraw/create', body, idem(`withdraw-race-${m.id}`))));
    expect(answers.map((a) => a.body.code)).toEqual(Array.from({ length: COPIES }, () => 200));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await h.db().select().from(withdrawals).where(eq(withdrawals.userId, m.id))).toHaveLength(1);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 30_000, coinFen: 0, heldFen: 20_000 });
    // the next withdrawal with the right password (and a new code key) is not blocked
    const next = await m.c.post('/wallet/v1/withdraw/create', { ...body, amountFen: 10_000, codeKey: await withdrawKey(h, m) }, idem());
    expect(next.body.code).toBe(200);
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });

  it('answers a stored retry before the password and before the limit, even while the member is locked out', async () => {
    const m = await member(10_000);
    const body = exchangeBody(2_000);
    const first = await m.c.post<Exchanged>('/wallet/v1/exchange', body, idem('stored-1'));
    expect(first.body.code).toBe(200);
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit; i += 1) {
      expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, String(200_000 + i)), idem())).body.code).toBe(400);
    }
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100), idem())).body.code).toBe(429);
    // the lost answer is still there for the retry, with the right password or a wrong one, without counting
    const retries = await Promise.all(Array.from({ length: COPIES }, (_, i) => m.c.post<Exchanged>('/wallet/v1/exchange', { ...body, transactionPassword: i % 2 ? WRONG : PAY_PASSWORD }, idem('stored-1'))));
    expect(retries.map((r) => r.body)).toEqual(Array.from({ length: COPIES }, () => first.body));
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 8_000, coinFen: 2_000, heldFen: 0 });
  });

  it('five wrong passwords, then the right one: 400 five times, then 429 (the right one too) until the window ends; the right one never counts', async () => {
    const m = await member(10_000);
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit - 1; i += 1) {
      expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, String(300_000 + i)), idem())).body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    }
    // four wrong: right passwords still pass, as often as the member likes, and use up nothing
    for (let i = 0; i < 3; i += 1) expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100), idem())).body.code).toBe(200);
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, '300099'), idem())).body.code).toBe(400);
    const locked = await m.c.post<{ retryAfter: number }>('/wallet/v1/exchange', exchangeBody(100), idem());
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.code).toBe(429);
    expect(locked.body.data.retryAfter).toBeGreaterThan(0);
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, '300098'), idem())).body.code).toBe(429);
    h.clock.advance(PAY_PASSWORD_LIMIT.windowMs);
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100), idem())).body.code).toBe(200);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 9_600, coinFen: 400, heldFen: 0 });
  });

  it('parallel copies of one request with a wrong password are one wrong attempt, and repeating a wrong password is not a new one', async () => {
    const m = await member(10_000);
    const answers = await Promise.all(Array.from({ length: COPIES }, () => m.c.post('/wallet/v1/exchange', exchangeBody(1_000, WRONG), idem('wrong-copies'))));
    expect(answers.map((a) => a.body.code)).toEqual(Array.from({ length: COPIES }, () => 400));
    // the same wrong password again under new keys: still only one of the five
    for (let i = 0; i < 3; i += 1) expect((await m.c.post('/wallet/v1/exchange', exchangeBody(1_000, WRONG), idem())).body.code).toBe(400);
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit - 1; i += 1) {
      expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, String(400_000 + i)), idem())).body.code).toBe(400);
    }
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100, '400099'), idem())).body.code).toBe(429);
    // the failed key was never stored: once the window ends its retry with the right password runs
    h.clock.advance(PAY_PASSWORD_LIMIT.windowMs);
    expect((await m.c.post<Exchanged>('/wallet/v1/exchange', exchangeBody(1_000), idem('wrong-copies'))).body).toMatchObject({ code: 200, data: { cnyFen: 9_000 } });
  });

  it('does not let parallel different guesses race past the limit', async () => {
    const m = await member(10_000);
    const guesses = Array.from({ length: 12 }, (_, i) => String(500_000 + i));
    const answers = await Promise.all(guesses.map((g) => m.c.post('/wallet/v1/exchange', exchangeBody(100, g), idem())));
    expect(answers.filter((a) => a.body.code === 400)).toHaveLength(PAY_PASSWORD_LIMIT.limit);
    expect(answers.filter((a) => a.body.code === 429)).toHaveLength(guesses.length - PAY_PASSWORD_LIMIT.limit);
    expect((await m.c.post('/wallet/v1/exchange', exchangeBody(100), idem())).body.code).toBe(429);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 10_000, coinFen: 0, heldFen: 0 });
  });
});

describeEachDatabase('transaction password and idempotent retries: review fee', (database) => {
  const h = useServicesApp(database, { config: feeTestConfig() });
  const f = requirementFixtures(h);

  it(`${COPIES} parallel copies of one fee payment with one key: ${COPIES} identical answers and one payment`, async () => {
    const publisher = await f.participant({ coinFen: 300_000 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const body = { id: req.id, amountFen: 110_000, transactionPassword: PAY_PASSWORD };
    const answers = await Promise.all(Array.from({ length: COPIES }, () => publisher.post('/requ/v1/fee/pay', body, idem(`fee-race-${req.id}`))));
    expect(answers.map((a) => a.body.code)).toEqual(Array.from({ length: COPIES }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    const payments = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `requirement:${req.id}:fee:pay`));
    expect(payments).toHaveLength(1);
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(190_000);
    // the next payment with the right password and a new key is not blocked
    const second = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    expect((await publisher.post('/requ/v1/fee/pay', { ...body, id: second.id }, idem())).body.code).toBe(200);
    expect((await balancesOf(h, publisher.id)).coinFen).toBe(80_000);
    expect((await f.booksBalance()).ok).toBe(true);
  });
});
