import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { HandleInvitationMutation } from '@/entities/invitation';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { InviteCateGroupQuery } from './invite-cate-group.query';
import { InviteDialogBody } from './invite-dialog-body';
import { InviteListQuery } from './invite-list.query';
import { InviteStateGroupQuery } from './invite-state-group.query';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  window.innerWidth = 1280;
});

const invitation = (id: number, status: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Invitation',
  id,
  status,
  cate: 1,
  expiredAt: Date.UTC(2026, 11, 1, 8),
  payBack: 5_000,
  industryName: '["新能源","储能"]',
  industryNameEn: '["New energy","Energy storage"]',
  createdAt: Date.UTC(2026, 10, 25),
  marketSize: null,
  campaignId: null,
  availableEvents: status === 0 ? ['invite.accept', 'invite.reject'] : [],
  requirement: { __typename: 'InvitationRequirement', id: 40 + id, requirementNo: `RQ2026112500004${id}`, title: `Battery separator ${id}`, mainProcess: 1, state: 'evaluating' },
  ...extra,
});

const stateGroup = (pending: number, accepted: number): MockLink.MockedResponse => ({
  request: { query: InviteStateGroupQuery },
  result: {
    data: {
      invitationStateGroup: [
        { __typename: 'InviteStateCount', state: 0, count: pending },
        { __typename: 'InviteStateCount', state: 1, count: accepted },
      ],
    },
  },
});

const cateGroup = (evaluations: number, crowdfunding: number): MockLink.MockedResponse => ({
  request: { query: InviteCateGroupQuery, variables: { states: [0] } },
  result: {
    data: {
      invitationCateGroup: [
        { __typename: 'InviteCateCount', cate: 1, state: 0, count: evaluations },
        { __typename: 'InviteCateCount', cate: 2, state: 0, count: crowdfunding },
      ],
    },
  },
});

const list = (records: unknown[], total: number): MockLink.MockedResponse => ({
  request: { query: InviteListQuery, variables: { pageNum: 1, pageSize: 10, cate: 1, states: [0] } },
  result: { data: { invitations: { __typename: 'InvitationPage', records, total_record: total } } },
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  return renderRoutes(
    [
      { path: '/', element: <InviteDialogBody /> },
      { path: '/inviteDetail', element: <p>detail page</p> },
    ],
    '/',
    mocks,
  );
}

const chip = (cate: number) => screen.getByTestId(`invite-cate-${cate}`);

describe('the invite dialog', { timeout: 60_000 }, () => {
  it('shows the state groups and category chips with their counts, category 1 and pending first, and a details link per row', async () => {
    renderDialog([stateGroup(2, 5), cateGroup(2, 1), list([invitation(1, 0), invitation(2, 0)], 2)]);
    const table = await screen.findByTestId('invite-table', {}, { timeout: 10_000 });
    expect(within(table).getByText('Battery separator 1')).toBeTruthy();
    expect(within(table).getAllByText('New energy / Energy storage')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('invite-state-0').textContent).toBe('Pending (2)'), { timeout: 15_000 });
    expect(screen.getByTestId('invite-state-1').textContent).toBe('Accepted (5)');
    expect(screen.getByTestId('invite-state-all').textContent).toBe('All (7)');
    expect(chip(1).textContent).toBe('Evaluation 2');
    expect(chip(2).textContent).toBe('Crowdfunding 1');
    expect(chip(3).textContent).toBe('Project analysis 0');
    expect(chip(1).className).toContain('checked');
    expect(within(table).getAllByRole('link', { name: 'Details' })[0].getAttribute('href')).toBe('/inviteDetail?id=1');
  });

  it('accepts after the confirmation, says accepted, and reads every count again', async () => {
    renderDialog([
      stateGroup(2, 5),
      cateGroup(2, 1),
      list([invitation(1, 0), invitation(2, 0)], 2),
      { request: { query: HandleInvitationMutation, variables: { id: 1, accept: true } }, result: { data: { handleInvitation: invitation(1, 1) } } },
      stateGroup(1, 6),
      cateGroup(1, 1),
      list([invitation(2, 0)], 1),
    ]);
    const table = await screen.findByTestId('invite-table', {}, { timeout: 10_000 });
    const row = within(table).getByText('Battery separator 1').closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Accept' }));

    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Are you sure to accept the invite?').length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('accepted', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('invite-state-0').textContent).toBe('Pending (1)'), { timeout: 15_000 });
    expect(screen.getByTestId('invite-state-1').textContent).toBe('Accepted (6)');
    await waitFor(() => expect(chip(1).textContent).toBe('Evaluation 1'), { timeout: 15_000 });
    await waitFor(() => expect(within(screen.getByTestId('invite-table')).queryByText('Battery separator 1')).toBeNull(), { timeout: 15_000 });
  });

  it('asks before rejecting with the spec prompt, and cancelling changes nothing', async () => {
    renderDialog([stateGroup(1, 0), cateGroup(1, 0), list([invitation(3, 0)], 1)]);
    const table = await screen.findByTestId('invite-table', {}, { timeout: 10_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Are you sure to reject the invite?').length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table).getByText('Battery separator 3')).toBeTruthy();
  });

  it('lists the invitations instead of a table below 992 px', async () => {
    window.innerWidth = 375;
    renderDialog([stateGroup(1, 0), cateGroup(1, 0), list([invitation(4, 0)], 1)]);
    const listView = await screen.findByTestId('invite-list', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('invite-table')).toBeNull();
    const row = within(listView).getByTestId('invite-row');
    expect(within(row).getByText('Battery separator 4')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/inviteDetail?id=4');
  });
});
