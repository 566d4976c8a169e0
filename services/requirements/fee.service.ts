/**
 * The review fee paid personally (stage 1, sub-step 3; spec 4 "pay or crowdfund the pre-assessment fee"): the quote
 * and the payment from the publisher's coin wallet into `escrow_review_fees`. The payment is the requirement's
 * `fee.pay` step with its `payFee` effect inside the step's transaction (services/wallet/pay.ts), once per
 * Idempotency-Key: the transaction password is checked before `once`, a retry is answered before any gate.
 *
 * The fee is at least what operations fixed on approval and never below 10% of the budget (spec 5); the publisher
 * may pay more. Which states take the payment is the machine's business (choosing the mode, after the payment
 * window, after a failed crowdfunding); once the last decision window has passed the answer is spec 8's
 * 'Payment Window Expired'.
 */
import { eq } from 'drizzle-orm';
import { minReviewFeeFen, serviceFeeFen } from '../../machines/rules/requirement';
import { requirementCodesOf, type RequirementContext } from '../../machines/requirement/requirement.machine';
import type { ServicesContext } from '../context';
import type { Executor } from '../db/client';
import { requirements } from '../db/schema';
import { failure, ruleFailure } from '../lib/errors';
import { createPayPasswordCheck } from '../member';
import { memberBalances, once, payFromCoinWallet, storedAnswer, WALLET_PAY_PASSWORD_MESSAGES } from '../wallet';
import { requireParticipant } from './gates';
import { requirementStore, type RequirementRow } from './stores';

const PAY_SCOPE = 'requirement.fee.pay';

export type ReviewFeeQuote = {
  requirementId: number;
  minFeeFen: number;
  serviceFeeBp: number;
  serviceFeeFen: number;
  reviewersFen: number;
  coinBalanceFen: number;
};

export type PayFeeBody = { id: number; amountFen: number; transactionPassword: string };

/** The least review fee of a requirement: what operations fixed, never below 10% of the budget. */
export function minimumFeeFen(row: Pick<RequirementRow, 'context' | 'budgetFen'>): number {
  const fixed = (row.context as RequirementContext).feeFen ?? 0;
  return Math.max(fixed, minReviewFeeFen(row.budgetFen ?? 0));
}

/** A fee (paid, or a crowdfunding target) must be whole fen and at least the minimum. */
export function checkFeeAmount(row: Pick<RequirementRow, 'context' | 'budgetFen'>, amountFen: number): void {
  const min = minimumFeeFen(row);
  if (!Number.isSafeInteger(amountFen) || amountFen < min) throw ruleFailure({ rule: 'reviewFeeMin', params: { min: (min / 100).toFixed(2) } }, 'reviewFeeMin');
}

/** States whose decision window ends the requirement: once it has passed, nothing can be paid any more. */
const LAST_WINDOWS = new Set(['feeDue.paymentExpired', 'feeDue.crowdfundingFailed']);

/**
 * 'Payment Window Expired' (spec 8) when the fee can no longer be paid or crowdfunded: the requirement expired or
 * failed, or its last decision window has passed and the scheduler has not delivered it yet.
 */
export function checkPaymentWindow(row: Pick<RequirementRow, 'status' | 'deadlineAt'>, at: Date, event: string): void {
  const passed = row.status === 'expired' || row.status === 'failed' || (LAST_WINDOWS.has(row.status) && row.deadlineAt !== null && row.deadlineAt.getTime() <= at.getTime());
  if (passed) throw failure(400, 'paymentWindowExpired', undefined, { reason: 'paymentWindowExpired', event, state: row.status });
}

/** The publisher's own requirement; another member's (or none) is "not found". */
export async function ownRequirement(db: Executor, userId: number, id: number): Promise<RequirementRow> {
  const [row] = await db.select().from(requirements).where(eq(requirements.id, id));
  if (!row || row.userId !== userId) throw failure(404, 'requirementNotFound');
  return row;
}

export function createFeeService(ctx: ServicesContext) {
  const store = requirementStore(ctx);
  const checkPayPassword = createPayPasswordCheck(ctx);
  const now = () => new Date(ctx.clock.now());

  async function read(id: number): Promise<RequirementRow> {
    const row = await store.read(ctx.db, id);
    if (!row) throw failure(404, 'requirementNotFound');
    return row;
  }

  return {
    /** The fee due and its split (platform service fee, reviewers), with the publisher's coin balance. */
    async quote(userId: number, id: number): Promise<ReviewFeeQuote> {
      const row = await ownRequirement(ctx.db, userId, id);
      const min = minimumFeeFen(row);
      const serviceFeeBp = ctx.config.requirements.serviceFeeBp;
      const service = serviceFeeFen(min, serviceFeeBp);
      const { coinFen } = await memberBalances(ctx.db, userId);
      return { requirementId: row.id, minFeeFen: min, serviceFeeBp, serviceFeeFen: service, reviewersFen: min - service, coinBalanceFen: coinFen };
    },

    /**
     * Pays the review fee from the publisher's coin wallet: the requirement steps `fee.pay` and the coins move into
     * `escrow_review_fees` in the same transaction (ledger key `requirement:{id}:fee:pay`). Once per
     * Idempotency-Key: a retry answers the requirement as it is now and moves nothing.
     */
    async pay(userId: number, body: PayFeeBody, key: string): Promise<RequirementRow> {
      // The request's identity is what it buys; the password only authorises it.
      const params = { id: body.id, amountFen: body.amountFen };
      const stored = await storedAnswer<{ requirementId: number }>(ctx.db, userId, key, PAY_SCOPE, params);
      if (stored) return read(stored.requirementId);
      // Time first: a window that has ended moves the requirement before it is asked to pay.
      await store.fireDueDeadlines();
      const row = await ownRequirement(ctx.db, userId, body.id);
      checkPaymentWindow(row, now(), 'fee.pay');
      checkFeeAmount(row, body.amountFen);
      await requireParticipant(ctx.db, userId);
      await checkPayPassword(userId, body.transactionPassword, WALLET_PAY_PASSWORD_MESSAGES);
      const at = now();
      const { result } = await once(ctx.db, userId, key, PAY_SCOPE, params, at, async (tx) => {
        const locked = await store.lock(tx, body.id);
        if (!locked || locked.userId !== userId) throw failure(404, 'requirementNotFound');
        checkPaymentWindow(locked, at, 'fee.pay');
        checkFeeAmount(locked, body.amountFen);
        const paid = await store.step(tx, locked, { type: 'fee.pay' }, { id: userId, role: 'member' }, {
          at,
          effects: {
            payFee: async () => {
              const payment = await payFromCoinWallet(tx, {
                userId,
                amountFen: body.amountFen,
                escrow: 'escrow_review_fees',
                type: 'payReviewFee',
                referenceType: 'requirement',
                referenceId: locked.id,
                key: `requirement:${locked.id}:fee:pay`,
                at,
              });
              return { feeFen: body.amountFen, feeTransferId: payment.transferId };
            },
          },
        });
        return { requirementId: paid.id };
      });
      // Steps inside `once` run their after-commit effects here (none today for `fee.pay`; a later one would).
      await store.runAfterCommit(result.requirementId);
      return read(result.requirementId);
    },
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
