/**
 * How the escrowed review fee pays the feasibility assessment (stage 2), in integer fen that always sum exactly.
 *
 * The rule (docs/requirements.md, "Stage 2: money"):
 * 1. The fee splits once, when it is known, into the platform's service fee (`serviceFeeFen`: the configured basis
 *    points, rounded down) and three pools by configured weights: detailed market assessors (kind 6), analysis
 *    reviewers (kind 4) and solution experts (kind 7). Largest remainder, so the parts sum to the fee.
 * 2. A pool is paid once, when its step ends with a result (`payTaskFees` on the requirement): split equally among
 *    every task of its kind that is done (task state 2), over all rounds of that step, by largest remainder; ties
 *    of the remainder go to the task done first. A pool is never paid twice: each payout has its own ledger key.
 * 3. When the stage completes, the platform takes the service fee; a pool whose step had no done task (nobody
 *    assessed the market) goes back to whoever paid the fee: the publisher, or the funders in proportion to their
 *    contributions (`refundShares`).
 * 4. When operations stop the requirement in stage 2, the pools of done tasks are paid (the work was done) and
 *    everything else, the service fee included, goes back to the payer: the platform earns its fee only for a
 *    completed pre-review.
 */
import { serviceFeeFen } from './requirement';

/** The invite kinds the review fee pays (spec 3 codes). Analysts (3) and solution providers (5) compete for the later stages instead. */
export const PAID_KINDS = ['6', '4', '7'] as const;
export type PaidKind = (typeof PAID_KINDS)[number];

export type ReviewFeeConfig = {
  /** The platform's service fee inside the review fee (REVIEW_SERVICE_FEE_BP). */
  serviceFeeBp: number;
  /** Weights of the three pools in what is left after the service fee; basis points summing to 10 000. */
  poolBp: Readonly<Record<PaidKind, number>>;
};

/** Default pool weights: market assessors 30 %, analysis reviewers 30 %, solution experts 40 %. */
export const DEFAULT_POOL_BP: Readonly<Record<PaidKind, number>> = { '6': 3000, '4': 3000, '7': 4000 };

/**
 * Splits `totalFen` by `weights` (non-negative integers, not all zero) so the parts sum to it exactly: each part is
 * the floor of its exact share, and the fen left over go one each to the largest remainders, ties to the earlier
 * index. BigInt inside, since fen times weights can pass 2^53.
 */
export function splitByLargestRemainder(totalFen: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0) throw new RangeError(`total must be a non-negative integer of fen, got ${totalFen}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be non-negative integers');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) throw new RangeError('at least one weight must be positive');
  const total = BigInt(totalFen);
  const parts = weights.map((w) => (total * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % sum }));
  let left = total - parts.reduce((a, p) => a + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

export function validateReviewFeeConfig(config: ReviewFeeConfig): string | null {
  if (!Number.isInteger(config.serviceFeeBp) || config.serviceFeeBp < 0 || config.serviceFeeBp > 10_000) return 'serviceFeeBp must be 0-10000';
  const weights = PAID_KINDS.map((k) => config.poolBp[k]);
  if (weights.some((w) => !Number.isInteger(w) || w < 0) || weights.reduce((a, b) => a + b, 0) !== 10_000) return 'poolBp must be non-negative integers summing to 10000';
  return null;
}

export type ReviewFeePools = { serviceFen: number; pools: Record<PaidKind, number> };

/** Rule 1: the service fee and the three pools of a fee; they sum to `feeFen`. */
export function reviewFeePools(feeFen: number, config: ReviewFeeConfig): ReviewFeePools {
  const problem = validateReviewFeeConfig(config);
  if (problem) throw new RangeError(problem);
  const serviceFen = serviceFeeFen(feeFen, config.serviceFeeBp);
  const parts = splitByLargestRemainder(feeFen - serviceFen, PAID_KINDS.map((k) => config.poolBp[k]));
  return { serviceFen, pools: Object.fromEntries(PAID_KINDS.map((k, i) => [k, parts[i]!])) as Record<PaidKind, number> };
}

export type Payout = { taskId: number; fen: number };

/** Rule 2: one pool among its done tasks, in the order they were done; with no task the whole pool is left. */
export function payPool(poolFen: number, doneTaskIds: readonly number[]): { payouts: Payout[]; leftFen: number } {
  if (new Set(doneTaskIds).size !== doneTaskIds.length) throw new RangeError('a task is paid once');
  if (!doneTaskIds.length) return { payouts: [], leftFen: poolFen };
  const parts = splitByLargestRemainder(poolFen, doneTaskIds.map(() => 1));
  return { payouts: doneTaskIds.map((taskId, i) => ({ taskId, fen: parts[i]! })), leftFen: 0 };
}

export type DoneTask = { taskId: number; cate: PaidKind };

export type ReviewFeeSettlement = { payouts: Payout[]; platformFen: number; refundFen: number };

/**
 * Rules 3 and 4: where every fen of the fee ends when stage 2 ends. `done` lists the done tasks of the paid kinds
 * in the order they were done. The parts sum to `feeFen`; the services pay the payouts (already paid ones are
 * skipped by their ledger keys), then credit the platform and refund the payer.
 */
export function settleReviewFee(feeFen: number, config: ReviewFeeConfig, done: readonly DoneTask[], outcome: 'completed' | 'stopped'): ReviewFeeSettlement {
  const { serviceFen, pools } = reviewFeePools(feeFen, config);
  const payouts: Payout[] = [];
  let unpaid = 0;
  for (const kind of PAID_KINDS) {
    const paid = payPool(pools[kind], done.filter((t) => t.cate === kind).map((t) => t.taskId));
    payouts.push(...paid.payouts);
    unpaid += paid.leftFen;
  }
  return outcome === 'completed' ? { payouts, platformFen: serviceFen, refundFen: unpaid } : { payouts, platformFen: 0, refundFen: unpaid + serviceFen };
}

/** A refund of a crowdfunded fee: each funder's part in proportion to what they contributed, summing exactly. */
export function refundShares(refundFen: number, contributions: ReadonlyArray<{ id: number; fen: number }>): Array<{ id: number; fen: number }> {
  if (!contributions.length) throw new RangeError('a refund needs someone to go back to');
  const parts = splitByLargestRemainder(refundFen, contributions.map((c) => c.fen));
  return contributions.map((c, i) => ({ id: c.id, fen: parts[i]! }));
}
