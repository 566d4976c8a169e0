import { describe, expect, it } from 'vitest';
import { ANALYSIS_REVIEW_SCORECARD as card } from '../../../machines/rules/scorecard';
import { liveTotal, reviewError, reviewsOf, sheetOf } from './score-form';

describe('the reviewer’s score sheet (machines/rules/scorecard.ts)', () => {
  it('shows the weighted total in tenths once every criterion is scored', () => {
    expect(liveTotal(card, { coverage: 8, feasibility: 7, clarity: null, metrics: 9 })).toBeNull();
    // 30×8 + 30×7 + 20×6 + 20×9 = 750 tenths
    expect(liveTotal(card, { coverage: 8, feasibility: 7, clarity: 6, metrics: 9 })).toBe('75.0');
    // 30×9 + 30×7 + 20×5 + 20×6 = 700 … and an odd one: 30×7 + 30×7 + 20×7 + 20×8 = 720
    expect(liveTotal(card, { coverage: 7, feasibility: 7, clarity: 7, metrics: 8 })).toBe('72.0');
    expect(liveTotal({ criteria: [{ key: 'a', label: { zh: 'a', en: 'a' }, weight: 33 }, { key: 'b', label: { zh: 'b', en: 'b' }, weight: 67 }], passMark: 60 }, { a: 5, b: 6 })).toBe('56.7');
    expect(liveTotal(card, { coverage: 11, feasibility: 7, clarity: 6, metrics: 9 })).toBeNull();
  });

  it('reads saved scores, names what keeps a plan from being submitted, and lists the scored criteria', () => {
    const sheet = sheetOf([{ itemId: 5 }, { itemId: 6 }], [{ itemId: 5, scores: [{ key: 'coverage', score: 8 }], comment: 'ok' }], card);
    expect(sheet[5]).toEqual({ scores: { coverage: 8, feasibility: null, clarity: null, metrics: null }, comment: 'ok' });
    expect(reviewError(card, sheet[5])).toEqual({ rule: 'scoreMissing' });
    expect(reviewError(card, { scores: { coverage: 8, feasibility: 8, clarity: 8, metrics: 8 }, comment: 'x'.repeat(2001) })).toEqual({ rule: 'reviewCommentLength', params: { max: 2000 } });
    // experts (kind 7) must comment
    expect(reviewError(card, { scores: { coverage: 8, feasibility: 8, clarity: 8, metrics: 8 }, comment: ' ' }, true)).toEqual({ rule: 'reviewCommentRequired' });
    expect(reviewError(card, { scores: { coverage: 8, feasibility: 8, clarity: 8, metrics: 8 }, comment: 'Sound' }, true)).toBeNull();
    expect(reviewsOf(sheet)).toEqual([
      { itemId: 5, comment: 'ok', scores: [{ key: 'coverage', score: 8 }] },
      { itemId: 6, comment: '', scores: [] },
    ]);
  });
});
