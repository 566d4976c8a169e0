import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { requirementFields, requirementWorkflow } from '@/entities/requirement/requirement-test-support';
import { dialogTitled, renderWithMocks } from './ops-test-support';
import { AddInvitationCandidateMutation } from './requirement-candidate-add.mutation';
import { RemoveInvitationCandidateMutation } from './requirement-candidate-remove.mutation';
import { OpsRequirementCandidatesQuery } from './requirement-candidates.query';
import { OpsRequirementDetailQuery } from './requirement-detail.query';
import { OpsRequirementQueueQuery } from './requirement-queue.query';
import { RequirementQueuePage } from './requirement-queue-page';
import { RejectRequirementMutation } from './requirement-reject.mutation';
import { ReopenPreReviewStepMutation } from './requirement-reopen.mutation';

const always = Number.POSITIVE_INFINITY;

/** One row of the ranking: a member with every part (the score is their sum). */
function candidate(fields: Record<string, unknown>) {
  return {
    __typename: 'InvitationCandidate',
    position: 1,
    score: 67,
    fieldMatch: 50,
    categoryMatch: 0,
    textRelevance: 27,
    trackRecord: 0,
    loadPenalty: -10,
    reason: { __typename: 'InvitationReason', key: 'fields', fieldZh: '智能制造', fieldEn: 'Smart manufacturing', terms: null, completed: null },
    override: null,
    eligible: true,
    invitationId: null,
    status: null,
    ...fields,
  };
}

type Spies = { availableEvents?: string[]; onReject?(v: unknown): void; onReopen?(v: unknown): void; onAdd?(v: unknown): void; onRemove?(v: unknown): void };

function mocks(state: string, options: Spies = {}): MockLink.MockedResponse[] {
  const fields = { ...requirementFields(state, { reason: null }), publisher: 'Ada (86-138***001)', submittedAt: 1_767_229_200_000 };
  return [
    {
      request: { query: OpsRequirementQueueQuery, variables: { pageNum: 1, pageSize: 20, state: null } },
      maxUsageCount: always,
      result: { data: { opsRequirements: { __typename: 'RequirementPage', records: [fields], total_record: 1 } } },
    },
    {
      request: { query: OpsRequirementDetailQuery, variables: { id: 7 } },
      maxUsageCount: always,
      result: { data: { opsRequirement: { ...fields, workflow: requirementWorkflow(state, { role: 'operations', availableEvents: options.availableEvents }) } } },
    },
    ...[1, 2, 3, 4, 5, 6, 7].map((cate) => ({
      request: { query: OpsRequirementCandidatesQuery, variables: { requirementId: 7, cate } },
      maxUsageCount: always,
      result: {
        data: {
          opsInvitationCandidates: [
            candidate({ userId: 41 + cate, nickname: `Expert ${cate}`, invitationId: cate === 1 ? 501 : null, status: cate === 1 ? 0 : null }),
            candidate({ userId: 60 + cate, nickname: `Analyst ${cate}`, position: 2, override: 'exclude', reason: { __typename: 'InvitationReason', key: 'available', fieldZh: null, fieldEn: null, terms: null, completed: null } }),
          ],
        },
      },
    })),
    {
      request: { query: AddInvitationCandidateMutation, variables: (v: unknown) => (options.onAdd?.(v), true) },
      result: { data: { addInvitationCandidate: { __typename: 'CandidateOverrideResult', userId: 67, override: null, invitationId: null, invitedNow: false } } },
    },
    {
      request: { query: RemoveInvitationCandidateMutation, variables: (v: unknown) => (options.onRemove?.(v), true) },
      result: { data: { removeInvitationCandidate: { __typename: 'CandidateOverrideResult', userId: 48, override: 'exclude', invitationId: null } } },
    },
    {
      request: { query: RejectRequirementMutation, variables: (v: unknown) => (options.onReject?.(v), true) },
      result: { data: { rejectRequirement: { ...requirementFields('rejected', { reason: 'The budget is missing' }), workflow: requirementWorkflow('rejected', { role: 'operations' }) } } },
    },
    {
      request: { query: ReopenPreReviewStepMutation, variables: (v: unknown) => (options.onReopen?.(v), true) },
      result: { data: { reopenPreReviewStep: { ...requirementFields('preReview.expertReview', { reason: null }), workflow: requirementWorkflow('preReview.expertReview', { role: 'operations' }) } } },
    },
  ];
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'View requirement RQ2026112500000007' }));
  return within(await screen.findByTestId('ops-requirement-actions'));
}

const buttonNames = (actions: ReturnType<typeof within>) => actions.queryAllByRole('button').map((b: HTMLElement) => b.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('operations: the requirement queue', () => {
  it('offers what the server offers operations for a submitted requirement', async () => {
    renderWithMocks(<RequirementQueuePage />, mocks('inReview'));
    expect(await screen.findByText('Ada (86-138***001)')).toBeTruthy();
    const actions = await openDrawer();
    expect(buttonNames(actions)).toEqual(['Approve', 'Reject', 'Stop the requirement']);
    // the invitation ranking of kind 1 (evaluation) is there with the invitation sent
    expect(await screen.findByText('Expert 1 #42')).toBeTruthy();
  });

  it('follows availableEvents, not the state', async () => {
    renderWithMocks(<RequirementQueuePage />, mocks('inReview', { availableEvents: ['preReview.start', 'stage.complete'] }));
    const actions = await openDrawer();
    expect(buttonNames(actions)).toEqual(['Start the pre-review', 'Complete the stage']);
  });

  it('shows no decision when the server offers none', async () => {
    renderWithMocks(<RequirementQueuePage />, mocks('evaluating', { availableEvents: [] }));
    const actions = await openDrawer();
    expect(buttonNames(actions)).toEqual([]);
    expect(actions.getByText('No decision to take now')).toBeTruthy();
  });

  it('rejects with the reason the publisher will see', async () => {
    const rejected: unknown[] = [];
    renderWithMocks(<RequirementQueuePage />, mocks('inReview', { onReject: (v) => rejected.push(v) }));
    const actions = await openDrawer();
    fireEvent.click(actions.getByRole('button', { name: 'Reject' }));
    const dialog = await dialogTitled('Reject');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' The budget is missing ' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(rejected).toEqual([{ id: 7, reason: 'The budget is missing' }]));
    expect(await screen.findByText('Requirement rejected', { selector: '.ant-message *' })).toBeTruthy();
  });

  it('explains a stage-2 dead end and reopens the step operations choose, after asking', async () => {
    const reopened: unknown[] = [];
    renderWithMocks(<RequirementQueuePage />, mocks('preReview.noSolutionPassed', { onReopen: (v) => reopened.push(v) }));
    const actions = await openDrawer();
    expect(buttonNames(actions)).toEqual(['Solicit solutions again', 'Review the solutions again', 'Stop the requirement']);
    expect(screen.getByTestId('ops-requirement-step').textContent).toBe('Expert solution review');
    expect(screen.getByTestId('ops-requirement-step-status').textContent).toBe('Failed');
    const explanation = screen.getByTestId('ops-requirement-step-explanation');
    expect(explanation.textContent).toContain('Waiting for operations');
    expect(explanation.textContent).toContain('No solution passed');
    fireEvent.click(actions.getByRole('button', { name: 'Review the solutions again' }));
    const dialog = await dialogTitled('Review the solutions again: "Low-cost water purification"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the solutions again' }));
    await waitFor(() => expect(reopened).toEqual([{ id: 7, step: 'solutionReview' }]));
    expect(await screen.findByText('Step reopened: a new window is open', { selector: '.ant-message *' })).toBeTruthy();
  });

  it('shows the ranking of the step in progress with every part, and pins, excludes and clears after asking', async () => {
    const added: unknown[] = [];
    const removed: unknown[] = [];
    renderWithMocks(<RequirementQueuePage />, mocks('preReview.noSolutionPassed', { onAdd: (v) => added.push(v), onRemove: (v) => removed.push(v) }));
    await openDrawer();
    // stage 2, expert solution review: kind 7 (solution review) is chosen; its rows show the parts and the reason line
    const table = await screen.findByTestId('candidates-7');
    expect(await within(table).findByText('Expert 7 #48')).toBeTruthy();
    for (const header of ['Score', 'Field', 'Cat.', 'Text', 'Track', 'Load']) expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('-10')).toHaveLength(2);
    expect(within(table).getAllByText('27').length).toBeGreaterThan(0);
    expect(within(table).getByText('Your field “Smart manufacturing” matches this requirement')).toBeTruthy();
    expect(within(table).getByText('Excluded')).toBeTruthy();

    fireEvent.click(within(table).getByLabelText('Remove Expert 7 #48'));
    const exclude = await dialogTitled('Exclude Expert 7 #48 from Solution review?');
    fireEvent.click(within(exclude).getByText('Remove').closest('button')!);
    await waitFor(() => expect(removed).toEqual([{ requirementId: 7, cate: 7, userId: 48 }]));
    expect(await screen.findByText('Member excluded', { selector: '.ant-message *' })).toBeTruthy();

    // an excluded member: Add clears the exclusion (no Remove offered)
    expect(within(table).queryByLabelText('Remove Analyst 7 #67')).toBeNull();
    fireEvent.click(within(table).getByLabelText('Add Analyst 7 #67'));
    const clear = await dialogTitled('Clear the exclusion of Analyst 7 #67 (Solution review)?');
    fireEvent.click(within(clear).getByText('Add').closest('button')!);
    await waitFor(() => expect(added).toEqual([{ requirementId: 7, cate: 7, userId: 67 }]));
    expect(await screen.findByText('Override cleared: the ranking decides', { selector: '.ant-message *' })).toBeTruthy();
  });
});
