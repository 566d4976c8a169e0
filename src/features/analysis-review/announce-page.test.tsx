import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planResult } from '../../../machines/codes';
import { RequirementPlansQuery } from '@/entities/breakdown-plan';
import { PlanCategoriesQuery } from '@/entities/breakdown-plan/plan-categories.query';
import { requirementFields } from '@/entities/requirement/requirement-test-support';
import { appTypePolicies } from '@/lib/apollo';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { AnnouncePage } from './announce-page';
import { AnnounceRequirementQuery } from './announce.query';

const always = Number.POSITIVE_INFINITY;
const NO = 'RQ2026112500000007';

const criterion = (key: string, en: string, weight: number) => ({ __typename: 'ScorecardCriterion' as const, key, label: { __typename: 'LocalizedText' as const, zh: en, en }, weight });
const plans = {
  __typename: 'RequirementPlans' as const,
  requirementNo: NO,
  scorecard: { __typename: 'Scorecard' as const, criteria: [criterion('coverage', 'Covers the whole requirement', 60), criterion('feasibility', 'Technical feasibility', 40)], passMark: 60 },
  plans: [
    {
      __typename: 'SubmittedBreakdownPlan' as const,
      planId: 11,
      analyst: 1,
      state: 'selected',
      codes: { __typename: 'BreakdownPlanCodes' as const, taskState: '2', reviewStatus: null, result: planResult.values.selected },
      submittedAt: 1_767_225_600_000,
      subTopics: [],
      review: {
        __typename: 'PlanReviewSummary' as const,
        reviewers: 2,
        totals: [700, 800],
        meanTenths: 750,
        criteria: [
          { __typename: 'CriterionMean' as const, key: 'coverage', meanTenths: 80 },
          { __typename: 'CriterionMean' as const, key: 'feasibility', meanTenths: 70 },
        ],
        passes: true,
      },
    },
  ],
};

const mocks: MockLink.MockedResponse[] = [
  { request: { query: AnnounceRequirementQuery, variables: { id: 7 } }, maxUsageCount: always, result: { data: { hallRequirement: requirementFields('preReview.marketAssessment') } } },
  { request: { query: RequirementPlansQuery, variables: { requirementNo: NO } }, maxUsageCount: always, result: { data: { requirementPlans: plans } } },
  { request: { query: PlanCategoriesQuery }, maxUsageCount: always, result: { data: { requestCategories: [] } } },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the analysis review announcement', () => {
  it('shows the selected plan, its scores per criterion and the scorecard (the ScorecardFields fragment)', async () => {
    renderRoutes([{ path: '/projectAnalysisReviewAnnounce', element: <AnnouncePage /> }], '/projectAnalysisReviewAnnounce?id=7', mocks, new InMemoryCache({ typePolicies: appTypePolicies }));
    await screen.findByTestId('announce-selected');
    expect(screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent! })).toBeTruthy();
    const scores = screen.getByTestId('announce-scores');
    expect(within(scores).getAllByText('Covers the whole requirement (60%)').length).toBeGreaterThan(0);
    expect(within(scores).getAllByText('Technical feasibility (40%)').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('announce-score-1')).getByText('75.0')).toBeTruthy();
    const table = screen.getByTestId('scorecard');
    expect(within(table).getAllByText('Technical feasibility').length).toBeGreaterThan(0);
    expect(screen.getByTestId('scorecard-pass').textContent).toContain('60');
  });
});
