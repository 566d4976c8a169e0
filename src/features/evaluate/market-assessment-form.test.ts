import { describe, expect, it } from 'vitest';
import { checkForm, EMPTY_FORM, formOf } from './market-assessment-form';

const complete = { yearlyTotalsWan: [100, 200, 300, 400, 500], projectSharePct: 12.5, marketValueWan: 800, competitionScore: 78, evidence: 'reports', comments: '' };

describe('the detailed market assessment form in the page', () => {
  it('names nothing on an untouched empty form, but lists what is missing and keeps Submit off', () => {
    const check = checkForm(EMPTY_FORM, {});
    expect(check.shown).toEqual({});
    expect(check.savable).toBe(true);
    expect(check.complete).toBe(false);
    expect(check.missing.map((e) => e.rule)).toEqual(['marketTotalRequired', 'projectShareRange', 'marketValueRequired', 'competitionScoreRange', 'evidenceRequired']);
    expect(check.grade).toBeNull();
  });

  it('shows a malformed value at once (no draft then), a missing one once touched', () => {
    const malformed = checkForm({ ...EMPTY_FORM, projectSharePct: 12.345 }, {});
    expect(malformed.shown).toEqual({ projectSharePct: { rule: 'projectShareRange' } });
    expect(malformed.savable).toBe(false);
    const touched = checkForm({ ...EMPTY_FORM, yearlyTotalsWan: [1, null, null, null, null] }, { yearlyTotalsWan: true, evidence: true });
    expect(touched.shown).toEqual({ yearlyTotalsWan: { rule: 'marketTotalRequired', params: { year: 2 } }, evidence: { rule: 'evidenceRequired' } });
    expect(touched.savable).toBe(true);
  });

  it('is complete with every field valid, and grades the score live', () => {
    expect(checkForm(complete, {})).toMatchObject({ complete: true, savable: true, missing: [], grade: 'B' });
    expect(checkForm({ ...complete, competitionScore: 85 }, {}).grade).toBe('A');
    expect(checkForm({ ...complete, competitionScore: 54 }, {}).grade).toBe('D');
    expect(checkForm({ ...complete, competitionScore: 101 }, {})).toMatchObject({ complete: false, grade: null, savable: false });
    expect(checkForm({ ...complete, evidence: 'x'.repeat(2001) }, {})).toMatchObject({ complete: false, savable: false });
  });

  it('reads a saved form as five years with empty fields null', () => {
    expect(formOf({ yearlyTotalsWan: [7], evidence: 'e', comments: '' })).toEqual({ ...EMPTY_FORM, yearlyTotalsWan: [7, null, null, null, null], evidence: 'e' });
  });
});
