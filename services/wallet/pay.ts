/**
 * Paying from the platform-coin wallet: the server side of the pay view (src/components/pay-view,
 * machines/wallet/pay.machine.ts). Later issues (review fees, crowdfunding) add their own payment route and call
 * `payFromCoinWallet` inside the transaction that records what was bought, so the money and the purchase commit
 * or roll back together. A route does, in this order:
 *
 *   const checkPayPassword = createPayPasswordCheck(ctx);              // services/member/pay-password.ts
 *   const key = idempotencyKeyOf(request);                             // 400 without the header
 *   const stored = await storedAnswer(ctx.db, userId, key, 'review.pay', { reviewId });   // ./idempotency.ts
 *   if (stored) return stored;                                         // a retry: answered as the first time
 *   await checkPayPassword(userId, body.transactionPassword, WALLET_PAY_PASSWORD_MESSAGES);
 *   const { result } = await once(ctx.db, userId, key, 'review.pay', { reviewId }, at, async (tx) => {
 *     ...record the purchase...
 *     const paid = await payFromCoinWallet(tx, { userId, amountFen, escrow: 'escrow_review_fees', type: 'payReviewFee',
 *       referenceType: 'review', referenceId: reviewId, key: `review:${reviewId}:pay:${userId}`, at });
 *     return { transferId: paid.transferId, coinFen: paid.coinFen };
 *   });
 *
 * The stored answer comes first: a retry of a payment that happened is answered as it was, before the password
 * and before any limit. The password is checked before `once` (never inside a transaction: the check counts wrong
 * tries in its own write, which must stay even when the payment is refused; and it is not part of the request's
 * identity), with the wallet's messages: 400 'Set 2 Factor Password first' when none is set, 400 'Incorrect
 * transaction password', 429 once 5 wrong ones were counted in 15 minutes (one limit per member for every flow;
 * only wrong passwords count, and one wrong password only once). Parallel copies of one request with one key that
 * is not stored yet each pass the check without counting (a right password never counts); `once` then runs one of
 * them and the others wait for it and answer what it stored. A short balance is the
 * ledger's 400 with `data: { reason: 'insufficientBalance', insufficient: true, balanceFen }`, which the pay
 * view turns into its "insufficient" state; the route's 400 schema must keep those fields
 * (`moneyErrorResponses` of ./wallet-responses.ts).
 */
import type { Executor } from '../db/client';
import { check } from '../lib/errors';
import { validateAmountFen } from '../../machines/rules/money';
import { memberAccounts, platformAccount, transfer } from './ledger';
import type { PlatformAccountKind, TransferType } from './ledger-accounts';

/** The messages of the one transaction-password check (`createPayPasswordCheck`), as every wallet flow uses them. */
export const WALLET_PAY_PASSWORD_MESSAGES = { notSet: 'walletPayPasswordRequired', wrong: 'walletPayPasswordWrong' } as const;

export type CoinPayment = {
  userId: number;
  amountFen: number;
  /** The escrow account that holds what was paid until the later flow distributes or refunds it. */
  escrow: Extract<PlatformAccountKind, 'escrow_review_fees' | 'escrow_crowdfunding'>;
  type: Extract<TransferType, 'payReviewFee'>;
  /** What was bought (the member's flow record shows it): e.g. `review` and its id. */
  referenceType: string;
  referenceId: string | number;
  /** Unique per payment (e.g. `review:42:pay:7`): paying again with it moves nothing. */
  key: string;
  at: Date;
};

export type CoinPaymentResult = {
  transferId: number;
  /** True when the key had paid already: nothing moved this time. */
  replayed: boolean;
  /** The member's coin balance after the payment. */
  coinFen: number;
};

/** Moves `amountFen` from the member's coin wallet to the escrow account, in the caller's transaction. */
export async function payFromCoinWallet(tx: Executor, payment: CoinPayment): Promise<CoinPaymentResult> {
  check(validateAmountFen(payment.amountFen));
  const member = await memberAccounts(tx, payment.userId);
  const escrow = await platformAccount(tx, payment.escrow);
  const moved = await transfer(tx, {
    key: payment.key,
    type: payment.type,
    postings: [
      { accountId: member.coin, amountFen: -payment.amountFen },
      { accountId: escrow, amountFen: payment.amountFen },
    ],
    referenceType: payment.referenceType,
    referenceId: payment.referenceId,
    createdBy: payment.userId,
    at: payment.at,
  });
  return { transferId: moved.id, replayed: moved.replayed, coinFen: moved.balances.get(member.coin) ?? 0 };
}
