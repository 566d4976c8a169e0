import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POOL_BP,
  PAID_KINDS,
  payPool,
  refundShares,
  reviewFeePools,
  settleReviewFee,
  splitByLargestRemainder,
  validateReviewFeeConfig,
  type DoneTask,
} from './review-fee';

const config = { serviceFeeBp: 2000, poolBp: DEFAULT_POOL_BP };
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('largest remainder', () => {
  it('gives the leftover fen to the largest remainders, ties to the earlier index', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
    expect(splitByLargestRemainder(5, [0, 1])).toEqual([0, 5]);
    expect(splitByLargestRemainder(0, [3, 4])).toEqual([0, 0]);
  });

  it('always sums exactly and never strays a fen from the exact share, even past 2^53 in between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_00 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const parts = splitByLargestRemainder(total, weights);
        expect(sum(parts)).toBe(total);
        const weightSum = sum(weights);
        parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / weightSum)).toBeLessThan(1 + 1e-6));
      }),
    );
  });

  it('refuses what it cannot split', () => {
    expect(() => splitByLargestRemainder(10, [0, 0])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [-1, 2])).toThrow(RangeError);
  });
});

describe('the review fee', () => {
  it('splits into the service fee (rounded down) and three pools that sum to the fee', () => {
    expect(reviewFeePools(5_000_01, config)).toEqual({ serviceFen: 1_000_00, pools: { '6': 1_200_00, '4': 1_200_00, '7': 1_600_01 } });
    expect(validateReviewFeeConfig({ serviceFeeBp: 2000, poolBp: { '6': 5000, '4': 5000, '7': 1 } })).not.toBeNull();
    expect(() => reviewFeePools(100, { serviceFeeBp: 10_001, poolBp: DEFAULT_POOL_BP })).toThrow(RangeError);
  });

  it('pays a pool equally among its done tasks, the odd fen to those done first, and leaves it whole without any', () => {
    expect(payPool(100, [7, 3, 9])).toEqual({ payouts: [{ taskId: 7, fen: 34 }, { taskId: 3, fen: 33 }, { taskId: 9, fen: 33 }], leftFen: 0 });
    expect(payPool(100, [])).toEqual({ payouts: [], leftFen: 100 });
    expect(() => payPool(100, [1, 1])).toThrow(RangeError);
  });

  it('on completion gives the platform its fee and returns the pools nobody earned', () => {
    const done: DoneTask[] = [{ taskId: 1, cate: '4' }, { taskId: 2, cate: '7' }, { taskId: 3, cate: '7' }];
    const s = settleReviewFee(10_000_00, config, done, 'completed');
    expect(s.platformFen).toBe(2_000_00);
    expect(s.refundFen).toBe(2_400_00); // nobody assessed the market: kind 6's pool goes back
    expect(s.payouts).toEqual([{ taskId: 1, fen: 2_400_00 }, { taskId: 2, fen: 1_600_00 }, { taskId: 3, fen: 1_600_00 }]);
  });

  it('on a stop pays the work done and returns everything else, the service fee included', () => {
    const s = settleReviewFee(10_000_00, config, [{ taskId: 1, cate: '6' }], 'stopped');
    expect(s).toEqual({ payouts: [{ taskId: 1, fen: 2_400_00 }], platformFen: 0, refundFen: 7_600_00 });
  });

  it('always accounts for every fen exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.constantFrom(...PAID_KINDS), { maxLength: 20 }),
        fc.constantFrom('completed' as const, 'stopped' as const),
        (fee, serviceFeeBp, kinds, outcome) => {
          const s = settleReviewFee(fee, { serviceFeeBp, poolBp: DEFAULT_POOL_BP }, kinds.map((cate, i) => ({ taskId: i + 1, cate })), outcome);
          expect(sum(s.payouts.map((p) => p.fen)) + s.platformFen + s.refundFen).toBe(fee);
          expect(new Set(s.payouts.map((p) => p.taskId)).size).toBe(kinds.length);
          for (const part of [s.platformFen, s.refundFen, ...s.payouts.map((p) => p.fen)]) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        },
      ),
    );
  });

  it('returns a crowdfunded refund to the funders in proportion to their contributions', () => {
    expect(refundShares(1_000, [{ id: 1, fen: 10_000 }, { id: 2, fen: 20_000 }])).toEqual([{ id: 1, fen: 333 }, { id: 2, fen: 667 }]);
    expect(() => refundShares(1, [])).toThrow(RangeError);
  });
});
