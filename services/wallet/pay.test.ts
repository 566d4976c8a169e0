/**
 * `payFromCoinWallet` directly (later issues give it a route): coin wallet → escrow in the caller's transaction,
 * once per key, a short balance refused with the ledger's data and nothing kept; and the route recipe of pay.ts
 * (the one transaction-password check with the wallet's messages, `storedAnswer`, `once`).
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createContext } from '../context';
import { ledgerTransfers, users } from '../db/schema';
import { ServiceError } from '../lib/errors';
import { manualClock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { createPayPasswordCheck } from '../member/pay-password';
import { createUsersRepository } from '../member/users.repository';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, testConfig } from '../testing/harness';
import { exchangePostings } from './exchange.service';
import { once } from './idempotency';
import { memberBalances, reconcile, transfer } from './ledger';
import { credit, platformBalance } from '../testing/wallet-money';
import { payFromCoinWallet, WALLET_PAY_PASSWORD_MESSAGES, type CoinPayment } from './pay';
import { storedAnswer } from './idempotency';

describeEachDatabase('pay from the coin wallet', (database) => {
  const db = () => database().db;
  const at = new Date(Date.UTC(2026, 0, 1));
  let next = 0;

  /** A member with `coinFen` platform coins, got by a real exchange transfer. */
  async function memberWithCoins(coinFen: number): Promise<number> {
    const user = await createUsersRepository(db()).create({ primaryEmail: freshEmail(), passwordHash: 'x', localization: 'en', roles: [], now: at });
    const userId = user!.id;
    if (coinFen > 0) {
      await credit(db(), userId, coinFen);
      await db().transaction(async (tx) => {
        await transfer(tx, { key: `test-exchange:${userId}`, type: 'exchange', postings: await exchangePostings(tx, userId, 'cnyToCoin', coinFen), at });
      });
    }
    return userId;
  }

  const payment = (userId: number, amountFen: number, extra: Partial<CoinPayment> = {}): CoinPayment => {
    next += 1;
    return { userId, amountFen, escrow: 'escrow_review_fees', type: 'payReviewFee', referenceType: 'review', referenceId: next, key: `review:${next}:pay:${userId}`, at, ...extra };
  };

  const failureOf = async (run: Promise<unknown>): Promise<ServiceError> => {
    const error = await run.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  };

  it('moves the amount from the member’s coin wallet to the escrow account, once per key', async () => {
    const userId = await memberWithCoins(5_000);
    const escrowBefore = await platformBalance(db(), 'escrow_review_fees');
    const pay = payment(userId, 1_200);
    const paid = await db().transaction((tx) => payFromCoinWallet(tx, pay));
    expect(paid).toMatchObject({ replayed: false, coinFen: 3_800 });
    const [row] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, paid.transferId));
    expect(row).toMatchObject({ type: 'payReviewFee', referenceType: 'review', referenceId: String(pay.referenceId), idempotencyKey: pay.key, createdBy: userId });
    expect(await platformBalance(db(), 'escrow_review_fees')).toBe(escrowBefore + 1_200);
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 3_800, heldFen: 0 });

    const again = await db().transaction((tx) => payFromCoinWallet(tx, pay));
    expect(again).toMatchObject({ transferId: paid.transferId, replayed: true, coinFen: 3_800 });
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 3_800, heldFen: 0 });
    expect(await platformBalance(db(), 'escrow_review_fees')).toBe(escrowBefore + 1_200);
  });

  it('pays into the crowdfunding escrow too, and never from the CNY wallet', async () => {
    const userId = await memberWithCoins(1_000);
    await credit(db(), userId, 9_000);
    const before = await platformBalance(db(), 'escrow_crowdfunding');
    await db().transaction((tx) => payFromCoinWallet(tx, payment(userId, 1_000, { escrow: 'escrow_crowdfunding' })));
    expect(await platformBalance(db(), 'escrow_crowdfunding')).toBe(before + 1_000);
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 9_000, coinFen: 0, heldFen: 0 });
    // CNY does not pay for coin prices
    const error = await failureOf(db().transaction((tx) => payFromCoinWallet(tx, payment(userId, 1))));
    expect(error.data).toMatchObject({ reason: 'insufficientBalance', balanceFen: 0 });
  });

  it('refuses a short balance with the ledger’s data; the caller’s transaction keeps nothing', async () => {
    const userId = await memberWithCoins(500);
    const escrowBefore = await platformBalance(db(), 'escrow_review_fees');
    const error = await failureOf(db().transaction((tx) => payFromCoinWallet(tx, payment(userId, 501))));
    expect(error.code).toBe(400);
    expect(error.render('en')).toBe('Insufficient balance, please deposit or exchange first');
    expect(error.render('zh')).toBe('余额不足，请先充值或兑换');
    expect(error.data).toEqual({ reason: 'insufficientBalance', insufficient: true, accountId: expect.any(Number), balanceFen: 500 });
    // paid, then the caller's own work fails: the payment rolls back with it
    const pay = payment(userId, 300);
    await expect(
      db().transaction(async (tx) => {
        await payFromCoinWallet(tx, pay);
        throw new Error('the purchase could not be recorded');
      }),
    ).rejects.toThrow('the purchase could not be recorded');
    expect(await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, pay.key))).toEqual([]);
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 500, heldFen: 0 });
    expect(await platformBalance(db(), 'escrow_review_fees')).toBe(escrowBefore);
  });

  it('refuses amounts that are not a positive whole number of fen', async () => {
    const userId = await memberWithCoins(500);
    for (const amountFen of [0, -5, 1.5, Number.NaN]) {
      const error = await failureOf(db().transaction((tx) => payFromCoinWallet(tx, payment(userId, amountFen))));
      expect(error.code).toBe(400);
    }
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 500, heldFen: 0 });
  });

  it('follows the route recipe: the wallet’s password messages, then once per Idempotency-Key', async () => {
    const ctx = createContext({ db: db(), config: testConfig(), clock: manualClock() });
    const checkPayPassword = createPayPasswordCheck(ctx);
    const userId = await memberWithCoins(2_000);
    const notSet = await failureOf(checkPayPassword(userId, '123456', WALLET_PAY_PASSWORD_MESSAGES));
    expect([notSet.code, notSet.render('en'), notSet.render('zh')]).toEqual([400, 'Set 2 Factor Password first', '请先设置交易密码']);
    await db().update(users).set({ transactionPasswordHash: await hashPassword('123456') }).where(eq(users.id, userId));
    const wrong = await failureOf(checkPayPassword(userId, '654321', WALLET_PAY_PASSWORD_MESSAGES));
    expect([wrong.code, wrong.render('en'), wrong.render('zh')]).toEqual([400, 'Incorrect transaction password', '交易密码错误']);
    await checkPayPassword(userId, '123456', WALLET_PAY_PASSWORD_MESSAGES);

    const pay = payment(userId, 700);
    const run = () =>
      once(db(), userId, 'attempt-1', 'review.pay', { reviewId: pay.referenceId }, at, async (tx) => {
        const paid = await payFromCoinWallet(tx, pay);
        return { transferId: paid.transferId, coinFen: paid.coinFen };
      });
    expect(await storedAnswer(db(), userId, 'attempt-1', 'review.pay', { reviewId: pay.referenceId })).toBeNull();
    const first = await run();
    expect(first).toEqual({ result: { transferId: expect.any(Number), coinFen: 1_300 }, replayed: false });
    expect(await run()).toEqual({ result: first.result, replayed: true });
    expect(await storedAnswer(db(), userId, 'attempt-1', 'review.pay', { reviewId: pay.referenceId })).toEqual(first.result);
    const reused = await failureOf(storedAnswer(db(), userId, 'attempt-1', 'review.pay', { reviewId: 'other' }));
    expect(reused.render('en')).toBe('This Idempotency-Key was used for a different request');
    expect(await memberBalances(db(), userId)).toEqual({ cnyFen: 0, coinFen: 1_300, heldFen: 0 });
    expect((await reconcile(db(), new Date())).ok).toBe(true);
  });
});
