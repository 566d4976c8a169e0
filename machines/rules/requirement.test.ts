import { describe, expect, it } from 'vitest';
import { formatRuleError } from './messages';
import {
  minReviewFeeFen,
  serviceFeeFen,
  submitErrors,
  validateContributionFen,
  validateApplicationDate,
  validateMarketSize,
  validateReturnRatioBp,
  type RequirementDraft,
} from './requirement';

const complete: RequirementDraft = {
  title: 'Visual inspection',
  industryIds: [1],
  categoryId: 1,
  durationDays: 90,
  budgetFen: 50_000_00,
  detailsText: 'Find defects',
  attachments: [],
  keywords: ['vision'],
  institutions: '',
  agreed: true,
};

describe('requirement rules (spec 5)', () => {
  it('accept a complete form and name each missing field', () => {
    expect(submitErrors(complete)).toEqual({});
    const errors = submitErrors({ ...complete, title: ' ', industryIds: [], categoryId: null, durationDays: null, budgetFen: null, detailsText: '', agreed: false });
    expect(Object.keys(errors).sort()).toEqual(['agreed', 'budgetFen', 'categoryId', 'detailsText', 'durationDays', 'industryIds', 'title']);
    expect(formatRuleError(errors.detailsText!, 'en')).toBe('Enter the details or upload at least one attachment');
  });

  it('take an attachment instead of details, and refuse details beyond 5000 characters', () => {
    expect(submitErrors({ ...complete, detailsText: '', attachments: ['auth/1_1700000000000_a.pdf'] })).toEqual({});
    expect(formatRuleError(submitErrors({ ...complete, detailsText: '字'.repeat(5001) }).detailsText!, 'zh')).toBe('详情最多5000个字符');
  });

  it('compute the review fee as at least 10% of the budget, rounded up, with the service fee inside it', () => {
    expect(minReviewFeeFen(50_000_00)).toBe(5_000_00);
    expect(minReviewFeeFen(1)).toBe(1);
    expect(serviceFeeFen(5_000_00, 2000)).toBe(1_000_00);
  });

  it('check a contribution: more than 0, at least 100 or what is left, never beyond what is left', () => {
    expect(formatRuleError(validateContributionFen(0, 50_000)!, 'en')).toBe('Investment >0 required');
    expect(formatRuleError(validateContributionFen(9_999, 50_000)!, 'en')).toBe('Each contribution must be at least 100');
    expect(formatRuleError(validateContributionFen(4_999, 5_000)!, 'en')).toBe('Each contribution must be at least 50.00');
    expect(formatRuleError(validateContributionFen(50_001, 50_000)!, 'en')).toBe('The contribution cannot exceed what is left (500.00)');
    expect(validateContributionFen(5_000, 5_000)).toBeNull();
    expect(validateContributionFen(10_000.5, 50_000)).not.toBeNull();
  });

  it('check the return ratio and the market size ranges', () => {
    expect(validateReturnRatioBp(1500)).toBeNull();
    expect(validateReturnRatioBp(10_001)).not.toBeNull();
    expect(validateMarketSize('0-50')).toBeNull();
    expect(validateMarketSize('0-49')).not.toBeNull();
  });

  it('date a crowdfunding application from today (China time) to 30 days ahead, real dates only', () => {
    const now = Date.UTC(2026, 10, 24, 17, 0); // 2026-11-25 01:00 in China
    expect(validateApplicationDate('2026-11-25', now)).toBeNull();
    expect(validateApplicationDate('2026-12-25', now)).toBeNull();
    for (const bad of ['2026-11-24', '2026-12-26', '2026-02-30', '25/11/2026', '', null]) expect(validateApplicationDate(bad, now)).not.toBeNull();
    expect(formatRuleError(validateApplicationDate('x', now)!, 'en')).toBe('The application date must be a real date (YYYY-MM-DD) from today to 30 days ahead');
  });
});
