import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { appTypePolicies } from '@/lib/apollo';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { EvaluatePage } from './evaluate-page';
import { EvaluationInvitationQuery } from './evaluation-invitation.query';
import { MarketAssessmentQuery } from './market-assessment.query';
import { SubmitMarketAssessmentMutation } from './submit-market-assessment.mutation';

const always = Number.POSITIVE_INFINITY;
const empty = { __typename: 'MarketAssessmentForm', yearlyTotalsWan: [null, null, null, null, null], projectSharePct: null, marketValueWan: null, competitionScore: null, evidence: '', comments: '' };
const filled = { yearlyTotalsWan: [100, 200, 300, 400, 500], projectSharePct: 12.5, marketValueWan: 800, competitionScore: 78, evidence: 'Industry reports', comments: '' };

const invitation = {
  __typename: 'Invitation',
  id: 9,
  status: 1,
  cate: 6,
  expiredAt: Date.now() + 5 * 86_400_000,
  payBack: 24_000,
  industryName: '["信息技术"]',
  industryNameEn: '["Information technology"]',
  createdAt: Date.now() - 86_400_000,
  marketSize: null,
  campaignId: null,
  availableEvents: [],
  requirement: { __typename: 'InvitationRequirement', id: 4, requirementNo: 'RQ2026112700004', title: 'Gas network leaks', mainProcess: 2, state: 'preReview.marketAssessment' },
};

const assessment = (over: Record<string, unknown> = {}) => ({
  __typename: 'MarketAssessment',
  invitationId: 9,
  requirement: { __typename: 'MarketAssessmentRequirement', id: 4, requirementNo: 'RQ2026112700004', title: 'Gas network leaks', state: 'preReview.marketAssessment' },
  form: empty,
  grade: null,
  submitted: false,
  submittedAt: null,
  updatedAt: null,
  payBack: 24_000,
  expiredAt: invitation.expiredAt,
  editable: true,
  ...over,
});

const mocks = (calls: unknown[]): MockLink.MockedResponse[] => [
  { request: { query: EvaluationInvitationQuery, variables: { id: 9 } }, maxUsageCount: always, result: { data: { invitation } } },
  { request: { query: MarketAssessmentQuery, variables: { invitationId: 9 } }, maxUsageCount: always, result: { data: { marketAssessment: assessment() } } },
  {
    request: { query: SubmitMarketAssessmentMutation, variables: (v: unknown) => (calls.push(v), true) },
    result: { data: { submitMarketAssessment: assessment({ form: { __typename: 'MarketAssessmentForm', ...filled }, grade: 'B', submitted: true, submittedAt: Date.now(), editable: false }) } },
  },
];

// the app's type policies: a submit's answer replaces the page's assessment in the cache (keyed by its invitation)
const render = (calls: unknown[] = []) => renderRoutes([{ path: '/evaluate', element: <EvaluatePage /> }], '/evaluate?id=9', mocks(calls), new InMemoryCache({ typePolicies: appTypePolicies }));
const number = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the detailed market assessment form (kind 6 on /evaluate)', () => {
  it('says what it pays, keeps Submit off with "Complete form" until every field is valid, and grades the score live', async () => {
    render();
    const form = await screen.findByTestId('assessment-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Detailed market assessment');
    expect(screen.getByTestId('assessment-task').textContent).toContain('240.00 coins');
    const submit = within(form).getByTestId('assessment-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(within(form).getByTestId('assessment-incomplete').textContent).toContain('Complete form');
    expect(within(form).getByTestId('assessment-incomplete').textContent).toContain('Enter the market total of year 1 (10k RMB)');

    for (const [i, total] of filled.yearlyTotalsWan.entries()) number(`Year ${i + 1}`, String(total));
    number('Project share (%)', '12.5');
    number('Market value (10k RMB)', '800');
    number('Competition score (0-100)', '101');
    fireEvent.blur(screen.getByLabelText('Competition score (0-100)'));
    await waitFor(() => expect(form.textContent).toContain('The competition score must be a whole number from 0 to 100'));
    number('Competition score (0-100)', '78');
    await waitFor(() => expect(within(form).getByTestId('assessment-grade').textContent).toContain('B'));
    expect(within(form).getByTestId('assessment-incomplete').textContent).toContain('Enter the evidence');
    fireEvent.change(screen.getByLabelText('Evidence'), { target: { value: 'Industry reports' } });
    await waitFor(() => expect(within(form).queryByTestId('assessment-incomplete')).toBeNull());
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('never submits on Enter, and submits the complete form after a confirmation', async () => {
    const calls: unknown[] = [];
    render(calls);
    const form = await screen.findByTestId('assessment-form');
    for (const [i, total] of filled.yearlyTotalsWan.entries()) number(`Year ${i + 1}`, String(total));
    number('Project share (%)', '12.5');
    number('Market value (10k RMB)', '800');
    number('Competition score (0-100)', '78');
    fireEvent.change(screen.getByLabelText('Evidence'), { target: { value: 'Industry reports' } });
    fireEvent.keyDown(screen.getByLabelText('Competition score (0-100)'), { key: 'Enter', code: 'Enter' });
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    fireEvent.click(within(form).getByTestId('assessment-submit'));
    const [title] = await screen.findAllByText('Submit your detailed market assessment?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(within(title.closest<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls).toEqual([{ invitationId: 9, form: filled }]));
    expect(await screen.findByTestId('assessment-submitted')).toBeTruthy();
  });
});
