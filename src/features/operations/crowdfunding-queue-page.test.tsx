import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { crowdfundingLifecycle } from '../../../machines/requirement/crowdfunding.machine';
import { serverWorkflow } from '@/entities/workflow/workflow-test-support';
import { ApproveCampaignMutation } from './crowdfunding-queue-approve.mutation';
import { OpsCampaignDetailQuery } from './crowdfunding-queue-detail.query';
import { OpsCampaignQueueQuery } from './crowdfunding-queue.query';
import { CrowdfundingQueuePage } from './crowdfunding-queue-page';
import { renderWithMocks } from './ops-test-support';

const always = Number.POSITIVE_INFINITY;

function campaign(state: string) {
  return {
    __typename: 'Campaign',
    id: 9,
    requirementId: 7,
    requirementNo: 'RQ2026112500000007',
    requirementTitle: 'Low-cost water purification',
    state,
    status: state === 'applying' ? 2 : 3,
    targetFen: 50_000_00,
    raisedFen: 0,
    leftFen: 50_000_00,
    minContributionFen: 100_00,
    returnRatioBp: 1500,
    applicationDate: '2026-11-25',
    endsAt: null,
    contributors: 0,
    reason: null,
    canContribute: false,
    myContributionFen: 0,
  };
}

function mocks(state: string, approved: unknown[] = []): MockLink.MockedResponse[] {
  const context = { requirementId: 7, publisherId: 5, targetFen: 50_000_00, raisedFen: 0, minContributionFen: 100_00, returnRatioBp: 1500, contributions: 0, reason: null };
  const workflow = (value: string) => serverWorkflow(crowdfundingLifecycle, { entityId: 9, value, context, role: 'operations' });
  return [
    {
      request: { query: OpsCampaignQueueQuery, variables: { pageNum: 1, pageSize: 20, state: null } },
      maxUsageCount: always,
      result: { data: { opsCampaigns: { __typename: 'CampaignPage', records: [campaign(state)], total_record: 1 } } },
    },
    {
      request: { query: OpsCampaignDetailQuery, variables: { id: 9 } },
      maxUsageCount: always,
      result: { data: { campaign: { ...campaign(state), workflow: workflow(state) } } },
    },
    {
      request: { query: ApproveCampaignMutation, variables: (v: unknown) => (approved.push(v), true) },
      result: { data: { approveCampaign: { ...campaign('open'), workflow: workflow('open') } } },
    },
  ];
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('operations: crowdfunding applications', () => {
  it('approves an application the server lets operations decide', async () => {
    const approved: unknown[] = [];
    renderWithMocks(<CrowdfundingQueuePage />, mocks('applying', approved));
    fireEvent.click(await screen.findByRole('button', { name: 'View requirement RQ2026112500000007' }));
    const detail = await screen.findByTestId('ops-campaign-detail');
    expect(within(detail).getByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const [title] = await screen.findAllByText('Approve the crowdfunding of "Low-cost water purification"?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(within(title.closest<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toEqual([{ id: 9 }]));
    expect(await screen.findByText('Crowdfunding approved', { selector: '.ant-message *' })).toBeTruthy();
  });

  it('offers no decision on an open campaign', async () => {
    renderWithMocks(<CrowdfundingQueuePage />, mocks('open'));
    fireEvent.click(await screen.findByRole('button', { name: 'View requirement RQ2026112500000007' }));
    const detail = await screen.findByTestId('ops-campaign-detail');
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
