import { describe, expect, it } from 'vitest';
import {
  aggregateAssessments,
  competitionGrade,
  isComplete,
  MARKET_AMOUNT_MAX_WAN,
  marketAssessmentErrors,
  shareBp,
  summarize,
  validateMarketAssessment,
  type MarketAssessmentForm,
} from './market-assessment';
import { formatRuleError } from './messages';

const form: MarketAssessmentForm = {
  yearlyTotalsWan: [1000, 1200, 1500, 1800, 2000],
  projectSharePct: 12.5,
  marketValueWan: 150,
  competitionScore: 78,
  evidence: 'Industry reports of 2025 and three customer interviews',
  comments: '',
};

describe('the market assessment form', () => {
  it('is complete when every field holds a valid value', () => {
    expect(marketAssessmentErrors(form)).toEqual({});
    expect(isComplete(form)).toBe(true);
    expect(validateMarketAssessment(form)).toBeNull();
  });

  it("says 'Complete form' and names the first missing year while anything is missing", () => {
    const missing = { ...form, yearlyTotalsWan: [1000, null, null, 1, 1], evidence: ' ' };
    expect(isComplete(missing)).toBe(false);
    expect(formatRuleError(validateMarketAssessment(missing)!, 'en')).toBe('Complete form');
    const errors = marketAssessmentErrors(missing);
    expect(formatRuleError(errors.yearlyTotalsWan!, 'en')).toBe('Enter the market total of year 2 (10k RMB)');
    expect(errors.evidence).toEqual({ rule: 'evidenceRequired' });
  });

  it('takes whole numbers of 万元 from 0 to the maximum only', () => {
    for (const bad of [-1, 1.5, MARKET_AMOUNT_MAX_WAN + 1, Number.NaN]) {
      expect(marketAssessmentErrors({ ...form, yearlyTotalsWan: [bad, 1, 1, 1, 1] }).yearlyTotalsWan?.rule, String(bad)).toBe('marketAmountWhole');
      expect(marketAssessmentErrors({ ...form, marketValueWan: bad }).marketValueWan?.rule, String(bad)).toBe('marketAmountWhole');
    }
    expect(marketAssessmentErrors({ ...form, yearlyTotalsWan: [0, 0, 0, 0, MARKET_AMOUNT_MAX_WAN] })).toEqual({});
    expect(marketAssessmentErrors({ ...form, yearlyTotalsWan: [1, 1, 1, 1, 1, 1] }).yearlyTotalsWan?.rule).toBe('marketAmountWhole');
  });

  it('takes a share of 0-100 % with at most two decimals, kept in basis points', () => {
    expect(shareBp(12.5)).toBe(1250);
    expect(shareBp(0)).toBe(0);
    expect(shareBp(100)).toBe(10_000);
    expect(shareBp(33.33)).toBe(3333);
    for (const bad of [-0.01, 100.01, 12.345, Number.POSITIVE_INFINITY, null]) expect(shareBp(bad), String(bad)).toBeNull();
  });

  it('grades the competition score A 85-100, B 70-84, C 55-69, D below 55', () => {
    expect([100, 85, 84, 70, 69, 55, 54, 0].map(competitionGrade)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
    expect(marketAssessmentErrors({ ...form, competitionScore: 101 }).competitionScore?.rule).toBe('competitionScoreRange');
    expect(marketAssessmentErrors({ ...form, competitionScore: 80.5 }).competitionScore?.rule).toBe('competitionScoreRange');
  });

  it('bounds evidence and comments, and lets a draft leave fields empty but not malformed', () => {
    expect(marketAssessmentErrors({ ...form, evidence: '证'.repeat(2001) }).evidence?.rule).toBe('evidenceLength');
    expect(marketAssessmentErrors({ ...form, comments: 'c'.repeat(1001) }).comments?.rule).toBe('commentsLength');
    const empty: MarketAssessmentForm = { yearlyTotalsWan: [null, null, null, null, null], projectSharePct: null, marketValueWan: null, competitionScore: null, evidence: '', comments: '' };
    expect(marketAssessmentErrors(empty, { partial: true })).toEqual({});
    expect(Object.keys(marketAssessmentErrors(empty)).sort()).toEqual(['competitionScore', 'evidence', 'marketValueWan', 'projectSharePct', 'yearlyTotalsWan']);
    expect(marketAssessmentErrors({ ...empty, marketValueWan: 1.5 }, { partial: true }).marketValueWan?.rule).toBe('marketAmountWhole');
  });
});

describe('the aggregate of several assessments', () => {
  it('rounds means and even medians half up, in integers', () => {
    expect(summarize([1, 2])).toEqual({ mean: 2, median: 2, min: 1, max: 2 });
    expect(summarize([1, 2, 2])).toEqual({ mean: 2, median: 2, min: 1, max: 2 });
    expect(summarize([1, 1, 2, 2])).toEqual({ mean: 2, median: 2, min: 1, max: 2 });
    expect(summarize([0, 0, 1])).toEqual({ mean: 0, median: 0, min: 0, max: 1 });
    expect(summarize([])).toBeNull();
  });

  it('summarizes every year, the share, the value and the score, and counts the grades of complete forms only', () => {
    const other = { ...form, yearlyTotalsWan: [2000, 2000, 2000, 2000, 2001], projectSharePct: 10, marketValueWan: 200, competitionScore: 90 };
    const third = { ...form, competitionScore: 40 };
    const incomplete = { ...form, evidence: '' };
    const agg = aggregateAssessments([form, other, third, incomplete])!;
    expect(agg.count).toBe(3);
    expect(agg.years[0]).toEqual({ mean: 1333, median: 1000, min: 1000, max: 2000 });
    expect(agg.years[4]).toEqual({ mean: 2000, median: 2000, min: 2000, max: 2001 });
    expect(agg.shareBp).toEqual({ mean: 1167, median: 1250, min: 1000, max: 1250 });
    expect(agg.marketValueWan.median).toBe(150);
    expect(agg.competitionScore).toEqual({ mean: 69, median: 78, min: 40, max: 90 });
    expect(agg.grades).toEqual({ A: 1, B: 1, C: 0, D: 1 });
    expect(aggregateAssessments([incomplete])).toBeNull();
  });
});
