import { describe, expect, it } from 'vitest';
import { formatRuleError } from './messages';
import {
  ANALYSIS_REVIEW_SCORECARD,
  formatTenths,
  scorecardOfKind,
  meanTenths,
  passes,
  passingCount,
  reviewSummary,
  selectPlan,
  SOLUTION_REVIEW_SCORECARD,
  validateReviewComment,
  validateScorecard,
  validateScores,
  weightedTotalTenths,
  type Scorecard,
} from './scorecard';

const card: Scorecard = {
  criteria: [
    { key: 'a', label: { zh: '甲', en: 'A' }, weight: 50 },
    { key: 'b', label: { zh: '乙', en: 'B' }, weight: 30 },
    { key: 'c', label: { zh: '丙', en: 'C' }, weight: 20 },
  ],
  passMark: 60,
};

describe('a scorecard as data', () => {
  it('accepts the defaults and a card of integer weights summing to 100', () => {
    expect(validateScorecard(ANALYSIS_REVIEW_SCORECARD)).toBeNull();
    expect(validateScorecard(SOLUTION_REVIEW_SCORECARD)).toBeNull();
    expect(validateScorecard(card)).toBeNull();
  });

  it('refuses weights that do not sum to 100, are zero or fractions, repeated keys and bad pass marks', () => {
    const weights = (w: number[]) => ({ ...card, criteria: card.criteria.map((c, i) => ({ ...c, weight: w[i]! })) });
    expect(validateScorecard(weights([50, 30, 30]))?.rule).toBe('scorecardWeights');
    expect(validateScorecard(weights([70, 30, 0]))?.rule).toBe('scorecardWeights');
    expect(validateScorecard(weights([49.5, 30.5, 20]))?.rule).toBe('scorecardWeights');
    expect(validateScorecard({ ...card, criteria: [...card.criteria.slice(0, 2), { ...card.criteria[2]!, key: 'a' }] })?.rule).toBe('scorecardCriteria');
    expect(validateScorecard({ ...card, criteria: [] })?.rule).toBe('scorecardCriteria');
    expect(validateScorecard({ ...card, passMark: 101 })?.rule).toBe('scorecardPassMark');
    expect(validateScorecard({ ...card, passMark: 59.5 })?.rule).toBe('scorecardPassMark');
  });
});

describe('scores and totals', () => {
  it('needs a whole score from 0 to 10 for every criterion and nothing else', () => {
    expect(validateScores(card, { a: 10, b: 0, c: 5 })).toBeNull();
    expect(validateScores(card, { a: 10, b: 0 })).toEqual({ rule: 'scoreMissing' });
    expect(formatRuleError(validateScores(card, { a: 11, b: 0, c: 5 })!, 'en')).toBe('Each score must be a whole number from 0 to 10');
    expect(validateScores(card, { a: 7.5, b: 0, c: 5 })?.rule).toBe('scoreRange');
    expect(validateScores(card, { a: 1, b: 1, c: 1, d: 1 })?.rule).toBe('scoreRange');
  });

  it('weighs the scores into a 0-100 total kept exactly in tenths', () => {
    expect(weightedTotalTenths(card, { a: 10, b: 10, c: 10 })).toBe(1000);
    expect(weightedTotalTenths(card, { a: 7, b: 6, c: 5 })).toBe(630);
    expect(formatTenths(630)).toBe('63.0');
    expect(formatTenths(5)).toBe('0.5');
  });

  it('rounds the mean over reviewers half up to a tenth and passes at the pass mark, not below', () => {
    expect(meanTenths([600, 599])).toBe(600);
    expect(meanTenths([600, 598])).toBe(599);
    expect(meanTenths([])).toBeNull();
    expect(passes(card, 600)).toBe(true);
    expect(passes(card, 599)).toBe(false);
    expect(passes(card, null)).toBe(false);
  });

  it('selects the best passing plan; ties go to votes, then to the earlier plan; none passing selects none', () => {
    const plans = [
      { id: 1, totals: [700, 700], votes: 1, order: 2 },
      { id: 2, totals: [650, 750], votes: 3, order: 3 },
      { id: 3, totals: [800, 300], votes: 9, order: 1 },
      { id: 4, totals: [], votes: 20, order: 0 },
    ];
    expect(selectPlan(card, plans)).toBe(2);
    expect(selectPlan(card, plans.map((p) => ({ ...p, votes: 0 })))).toBe(1);
    expect(passingCount(card, plans)).toBe(2);
    expect(selectPlan(card, [plans[2]!, plans[3]!])).toBeNull();
    expect(passingCount(card, [plans[2]!])).toBe(0);
  });

  it('requires an expert comment, and bounds every comment', () => {
    expect(validateReviewComment('', true)).toEqual({ rule: 'reviewCommentRequired' });
    expect(validateReviewComment('  ', false)).toBeNull();
    expect(validateReviewComment('x'.repeat(2001), false)?.rule).toBe('reviewCommentLength');
    expect(validateReviewComment('Sound approach, thin team', true)).toBeNull();
  });
});

describe('the announcement of a reviewed item', () => {
  it('gives each reviewer total, their mean and a mean per criterion, half up in tenths', () => {
    const summary = reviewSummary(card, [
      { a: 8, b: 6, c: 5 },
      { a: 7, b: 7, c: 6 },
    ]);
    expect(summary.totals).toEqual([680, 680]);
    expect(summary.meanTenths).toBe(680);
    expect(summary.reviewers).toBe(2);
    // a: (80 + 70) / 2 = 75; b: 65; c: 55 tenths
    expect(summary.criteria).toEqual([
      { key: 'a', meanTenths: 75 },
      { key: 'b', meanTenths: 65 },
      { key: 'c', meanTenths: 55 },
    ]);
    expect(summary.passes).toBe(true);
  });

  it('leaves out incomplete scores and says nothing without a review', () => {
    const summary = reviewSummary(card, [{ a: 8, b: 6 }]);
    expect(summary).toEqual({ reviewers: 0, totals: [], meanTenths: null, criteria: card.criteria.map((c) => ({ key: c.key, meanTenths: null })), passes: false });
  });

  it('rounds a criterion mean half up and fails below the pass mark', () => {
    const summary = reviewSummary(card, [
      { a: 5, b: 5, c: 5 },
      { a: 6, b: 6, c: 6 },
      { a: 6, b: 6, c: 6 },
    ]);
    expect(summary.criteria[0]).toEqual({ key: 'a', meanTenths: 57 }); // 56.67 → 57
    expect(summary.meanTenths).toBe(567);
    expect(summary.passes).toBe(false);
  });
});

describe('the scorecard of a review kind', () => {
  it('is the analysis review’s for kind 4 and the expert review’s for kind 7', () => {
    expect(scorecardOfKind(4)).toBe(ANALYSIS_REVIEW_SCORECARD);
    expect(scorecardOfKind(7)).toBe(SOLUTION_REVIEW_SCORECARD);
  });
});
