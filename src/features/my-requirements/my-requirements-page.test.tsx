import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { requirementFields } from '@/entities/requirement/requirement-test-support';
import { renderRoutes } from '@/test/app-test-support';
import { MyRequirementsPage } from './my-requirements-page';
import { MyRequirementsQuery } from './my-requirements.query';
import { nextActions } from './next-actions';

const always = Number.POSITIVE_INFINITY;

function listMock(records: ReturnType<typeof requirementFields>[], variables: Record<string, unknown> = { pageNum: 1, pageSize: 20, stage: null, state: null }): MockLink.MockedResponse {
  return {
    request: { query: MyRequirementsQuery, variables },
    maxUsageCount: always,
    result: { data: { myRequirements: { __typename: 'RequirementPage', records, total_record: records.length } } },
  };
}

const render = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes(
    [
      { path: '/personal/workbench/myworks/publish', element: <MyRequirementsPage /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    '/personal/workbench/myworks/publish',
    mocks,
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('next actions of a row (from the spec 3 codes)', () => {
  it.each([
    ['draft', ['edit']],
    ['inReview', ['view']],
    ['rejected', ['resubmit', 'view']],
    ['evaluating', ['view']],
    ['feeDue.choosingMode', ['paySelf', 'payGroup', 'view']],
    ['feeDue.paymentExpired', ['paySelf', 'payGroup', 'view']],
    ['feeDue.crowdfundingFailed', ['paySelf', 'payGroup', 'view']],
    ['feeDue.crowdfundingApplying', ['view']],
    ['feeDue.crowdfunding', ['view']],
    ['awaitingPreReview', ['view']],
    ['terminated', ['view']],
    ['failed', ['view']],
  ])('%s → %j', (state, actions) => {
    expect(nextActions(requirementFields(state))).toEqual(actions);
  });
});

describe('my works → publish', () => {
  it('lists my requirements with their next step and the reason of a rejection', async () => {
    const { router } = render([
      listMock([
        requirementFields('draft', { id: 1, title: 'Draft one' }),
        requirementFields('rejected', { id: 2, title: 'Rejected one', reason: 'The budget is unrealistic' }),
        requirementFields('feeDue.choosingMode', { id: 3, title: 'Fee due', feeFen: 50_000_00 }),
      ]),
    ]);
    expect(await screen.findByText('Draft one')).toBeTruthy();
    expect(screen.getByTestId('row-reason-2').textContent).toBe('Rejected: The budget is unrealistic');
    expect(screen.getByTestId('row-edit-1').getAttribute('href')).toBe('/publishRequirements?id=1');
    expect(screen.getByTestId('row-resubmit-2').getAttribute('href')).toBe('/publishRequirements?id=2');
    expect(screen.getByTestId('row-paySelf-3').getAttribute('href')).toBe('/paySelf?id=3');
    expect(screen.getByTestId('row-payGroup-3').getAttribute('href')).toBe('/payGroup?id=3');
    expect(screen.getByTestId('row-view-3').getAttribute('href')).toBe('/taskDetail?id=3');
    // status: sub-step and its status, or the outcome
    const row = screen.getByText('Fee due').closest('tr')!;
    expect(within(row).getByTestId('requirement-status').textContent).toBe('Pay or crowdfund review fee · In progress');
    expect(within(screen.getByText('Rejected one').closest('tr')!).getByTestId('requirement-status').textContent).toBe('Rejected by operations');
    fireEvent.click(screen.getByTestId('row-view-3'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/taskDetail?id=3');
  });

  it('invites to publish when there is nothing yet', async () => {
    const { router } = render([listMock([])]);
    expect(await screen.findByText('No requirement published yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /Publish a requirement/ });
    fireEvent.click(buttons.at(-1)!);
    expect(router.state.location.pathname).toBe('/publishRequirements');
  });
});
