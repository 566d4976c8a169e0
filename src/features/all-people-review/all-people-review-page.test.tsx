import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requirementFields } from '@/entities/requirement/requirement-test-support';
import { appTypePolicies } from '@/lib/apollo';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { AllPeopleReviewPage } from './all-people-review-page';
import { CommentPlanMutation, OpinionRequirementQuery, PlanOpinionsQuery, VotePlanMutation } from './plan-opinions.operation';

const always = Number.POSITIVE_INFINITY;
const NO = 'RQ2026112500000007';

type Comment = { id: number; author: string; mine: boolean; body: string; createdAt: number };
const plan = (planId: number, analyst: number, votes: number, comments: Comment[] = []) => ({
  __typename: 'PlanOpinion' as const,
  planId,
  analyst,
  state: 'inReview',
  votes,
  subTopics: [{ __typename: 'PlanOpinionSubTopic' as const, position: 1, title: `Topic of plan ${analyst}`, researchContent: 'Models', expectedResults: 'A prototype' }],
  comments: comments.map((c) => ({ __typename: 'PlanComment' as const, ...c })),
});
const opinions = (over: { open?: boolean; refusal?: string | null; myVote?: number | null; plans?: ReturnType<typeof plan>[] } = {}) => ({
  __typename: 'PlanOpinions' as const,
  requirementNo: NO,
  open: true,
  refusal: null as string | null,
  myVote: null as number | null,
  plans: [plan(11, 1, 0), plan(12, 2, 3)],
  ...over,
});

function mocks(first: ReturnType<typeof opinions>, more: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] {
  return [
    { request: { query: OpinionRequirementQuery, variables: { id: 7 } }, maxUsageCount: always, result: { data: { hallRequirement: requirementFields('preReview.analysisReview', { deadlineAt: Date.now() + 3 * 86_400_000 }) } } },
    { request: { query: PlanOpinionsQuery, variables: { requirementNo: NO } }, maxUsageCount: always, result: { data: { planOpinions: first } } },
    ...more,
  ];
}

const render = (m: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: '/allPeopleReviewPlan', element: <AllPeopleReviewPage /> }], '/allPeopleReviewPlan?id=7', m, new InMemoryCache({ typePolicies: appTypePolicies }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the all-people review page', () => {
  it('explains the rule; a hall member votes, moves the vote after a confirmation and comments', async () => {
    const calls: unknown[] = [];
    render(
      mocks(opinions(), [
        { request: { query: VotePlanMutation, variables: (v: unknown) => (calls.push(v), (v as { planId: number }).planId === 11) }, result: { data: { votePlan: opinions({ myVote: 11, plans: [plan(11, 1, 1), plan(12, 2, 3)] }) } } },
        { request: { query: VotePlanMutation, variables: (v: unknown) => (calls.push(v), (v as { planId: number }).planId === 12) }, result: { data: { votePlan: opinions({ myVote: 12, plans: [plan(11, 1, 0), plan(12, 2, 4)] }) } } },
        {
          request: { query: CommentPlanMutation, variables: (v: unknown) => (calls.push(v), true) },
          result: { data: { commentPlan: opinions({ myVote: 12, plans: [plan(11, 1, 0, [{ id: 5, author: 'Me', mine: true, body: 'Clear split', createdAt: 1_767_225_600_000 }]), plan(12, 2, 4)] }) } },
        },
      ]),
    );
    await screen.findByTestId('opinions-open');
    const rule = screen.getByTestId('opinions-rule');
    expect(within(rule).getByText(/One vote per member and requirement/)).toBeTruthy();
    expect(within(rule).getByText(/only break ties/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Open plan review');
    expect(screen.getByText('Topic of plan 2')).toBeTruthy();
    expect(screen.getByTestId('opinions-votes-2').textContent).toBe('3 votes');

    // the first vote needs no confirmation
    fireEvent.click(screen.getByTestId('opinions-vote-1'));
    await screen.findByTestId('opinions-mine-1');
    expect(screen.getByTestId('opinions-votes-1').textContent).toBe('1 vote');
    expect(screen.queryByTestId('opinions-vote-1')).toBeNull();
    expect(await screen.findByText('You voted for Plan 1')).toBeTruthy();

    // moving it asks first
    fireEvent.click(screen.getByTestId('opinions-vote-2'));
    const [title] = await screen.findAllByText('Move your vote?', { selector: '.ant-modal-confirm-title' });
    const dialog = title.closest<HTMLElement>('.ant-modal-confirm')!;
    expect(within(dialog).getByText('Your vote moves from Plan 1 to Plan 2.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move my vote' }));
    await screen.findByTestId('opinions-mine-2');
    expect(screen.getByTestId('opinions-votes-2').textContent).toBe('4 votes');
    expect(screen.getByTestId('opinions-votes-1').textContent).toBe('0 votes');

    // a comment: empty is refused in the rule's words, then posted
    fireEvent.click(screen.getByTestId('opinions-comment-post-1'));
    const error = () => screen.queryByText('A comment must have 1 to 500 characters');
    await waitFor(() => expect(error()).not.toBeNull());
    const box = screen.getByRole('textbox', { name: 'Your comment on Plan 1' });
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(error()).not.toBeNull();
    fireEvent.change(box, { target: { value: 'Clear split' } });
    await waitFor(() => expect(error()).toBeNull());
    fireEvent.click(screen.getByTestId('opinions-comment-post-1'));
    expect(within(await screen.findByTestId('opinions-comments-1')).getByText('Clear split')).toBeTruthy();
    expect(await screen.findByText('Comment posted')).toBeTruthy();
    expect(calls).toContainEqual({ requirementNo: NO, planId: 11, body: 'Clear split' });
  });

  it('tells the publisher why they may not take part, without buttons or a comment box', async () => {
    render(mocks(opinions({ refusal: 'publisher' })));
    const notice = await screen.findByTestId('opinions-refusal');
    expect(notice.textContent).toContain('You published this requirement, so you cannot take part in its open plan review.');
    expect(screen.queryByTestId('opinions-vote-1')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('opinions-votes-2').textContent).toBe('3 votes');
  });

  it('is read-only once the window has ended, and says when there is no plan', async () => {
    render(mocks(opinions({ open: false, refusal: 'notOpen', myVote: 12, plans: [] })));
    expect((await screen.findByTestId('opinions-closed')).textContent).toContain('The open plan review has ended');
    expect(screen.getByTestId('opinions-empty').textContent).toContain('No breakdown plan is in review yet.');
    expect(screen.queryByRole('button', { name: /Vote/ })).toBeNull();
  });
});
