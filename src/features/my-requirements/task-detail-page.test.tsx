import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { requirementFields, requirementWorkflow } from '@/entities/requirement/requirement-test-support';
import { renderRoutes } from '@/test/app-test-support';
import { ReopenEvaluationMutation } from './reopen-evaluation.mutation';
import { TaskDetailPage } from './task-detail-page';
import { TaskDetailQuery } from './task-detail.query';
import { WithdrawRequirementMutation } from './withdraw-requirement.mutation';

const always = Number.POSITIVE_INFINITY;

function detail(state: string, availableEvents?: string[]): MockLink.MockedResponse {
  return {
    request: { query: TaskDetailQuery, variables: { id: 7 } },
    maxUsageCount: always,
    result: { data: { myRequirement: { ...requirementFields(state, { deadlineAt: Date.now() + 86_400_000 + 3_600_000 }), workflow: requirementWorkflow(state, { availableEvents }) } } },
  };
}

const render = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: '/taskDetail', element: <TaskDetailPage /> }, { path: '*', element: <h1>elsewhere</h1> }], '/taskDetail?id=7', mocks);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the stage-1 detail of my requirement', () => {
  it('shows the seven stages, the sub-step statuses, the deadline and the actions the server offers', async () => {
    render([detail('evaluationTimedOut')]);
    const next = await screen.findByTestId('task-detail-next');
    expect(within(next).getAllByRole('button').map((b) => b.textContent)).toEqual(['Reopen the evaluation', 'Withdraw']);
    // The page is named by its requirement: one h1, the summary card's title.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([within(screen.getByTestId('requirement-card')).getByRole('heading', { level: 1 }).textContent]);
    const progress = screen.getByTestId('requirement-progress');
    for (const stage of ['Requirement release', 'Pre-review', 'Investor bidding', 'Project set-up', 'Execution', 'Closing acceptance', 'Dividend']) {
      expect(within(progress).getByText(stage)).toBeTruthy();
    }
    const subSteps = screen.getByTestId('requirement-sub-steps');
    expect(within(subSteps).getByText('Initial market evaluation')).toBeTruthy();
    expect(within(subSteps).getByText('Timed out')).toBeTruthy();
    expect(screen.getByTestId('requirement-deadline').textContent).toMatch(/^1d 0\d:\d\d:\d\d left$/);
    expect(screen.getByTestId('entity-flow')).toBeTruthy();
  });

  it('asks before withdrawing, and withdraws', async () => {
    const calls: unknown[] = [];
    render([
      detail('feeDue.choosingMode'),
      {
        request: { query: WithdrawRequirementMutation, variables: (v: unknown) => (calls.push(v), true) },
        result: { data: { withdrawRequirement: { ...requirementFields('terminated'), workflow: requirementWorkflow('terminated') } } },
      },
      { request: { query: ReopenEvaluationMutation, variables: { id: 7 } }, result: { data: null } },
    ]);
    const next = await screen.findByTestId('task-detail-next');
    expect(within(next).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/paySelf?id=7', '/payGroup?id=7']);
    fireEvent.click(within(next).getByRole('button', { name: 'Withdraw' }));
    const [title] = await screen.findAllByText('Withdraw this requirement?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(within(title.closest<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls).toEqual([{ id: 7 }]));
  });

  it('follows availableEvents, not the state', async () => {
    render([detail('evaluationTimedOut', [])]);
    const next = await screen.findByTestId('task-detail-next');
    expect(within(next).queryAllByRole('button')).toEqual([]);
    expect(within(next).getByText('Nothing for you to do right now.')).toBeTruthy();
  });
});
