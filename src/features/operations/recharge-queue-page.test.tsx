import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { i18n } from '@/lib/i18n';
import { availableEventsOf, nextEventsOf } from '../../../machines/shared/lifecycle';
import { rechargeOrderLifecycle, rechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import { SignedUrlQuery } from '@/components/upload/upload.operation';
import { ApproveRechargeMutation } from './approve-recharge.mutation';
import { OpsRechargeOrderQuery } from './ops-recharge-order.query';
import { OpsRechargeOrdersQuery } from './ops-recharge-orders.query';
import { dialogTitled, queryDialogTitled, renderWithMocks, selectOptionLabels, UUID } from './ops-test-support';
import { RechargeQueuePage } from './recharge-queue-page';
import { RejectRechargeMutation } from './reject-recharge.mutation';

const download = vi.hoisted(() => ({ downloadFile: vi.fn(async () => {}) }));
vi.mock('@/lib/download', () => download);

const VOUCHER = 'auth/42_1767225600000_receipt.png';

type State = 'awaitingProof' | 'awaitingReview' | 'done';
const CODE: Record<State, string> = { awaitingProof: '1', awaitingReview: '2', done: '3' };

function order(state: State, reason: string | null = null) {
  return {
    __typename: 'RechargeOrder',
    id: 7,
    orderNo: 'RC202601010007',
    status: CODE[state],
    state,
    amountFen: 123450,
    bankCardId: 3,
    cardBankName: 'Bank of China',
    cardLast4: '4321',
    remarkCode: 'R7K2QX',
    transferReference: 'TX2026010100042',
    voucherKey: VOUCHER,
    reason,
    deadlineAt: 1767312000000,
    createdAt: 1767225600000,
    submittedAt: 1767229200000,
    completedAt: state === 'done' ? 1767232800000 : null,
  };
}

/** The order's workflow as the services compute it for operations (docs/workflow.md). */
function workflow(state: State, reason: string | null = null) {
  const context = { amountFen: 123450, bankCardId: 3, transferReference: 'TX2026010100042', voucherKey: VOUCHER, submissions: 1, reason };
  const snapshot = rechargeOrderMachine.resolveState({ value: state, context });
  return {
    __typename: 'Workflow',
    entityType: 'recharge_order',
    entityId: '7',
    machineId: 'rechargeOrder',
    state,
    stateValue: JSON.stringify(state),
    context: JSON.stringify(context),
    version: 3,
    viewerRole: 'operations',
    availableEvents: availableEventsOf(rechargeOrderLifecycle, snapshot, 'operations', 9),
    nextEvents: nextEventsOf(rechargeOrderLifecycle, snapshot).map((next) => ({ __typename: 'WorkflowNextEvent', ...next })),
    history: [],
    deadlineAt: null,
  };
}

const memberRow = { __typename: 'OpsRechargeOrder', userId: 42, memberPhone: '86-13800000042', memberEmail: null, realName: '张三', duplicateOf: [] as string[] };

function history(state: State, reason: string | null = null) {
  const rows: Array<{ __typename: string; seq: number; event: string; from: string | null; to: string; actorId: number; actorRole: string; reason: string | null; at: number }> = [
    { __typename: 'WalletTransition', seq: 1, event: 'order.create', from: null, to: 'awaitingTransfer', actorId: 42, actorRole: 'member', reason: null, at: 1767225600000 },
    { __typename: 'WalletTransition', seq: 2, event: 'voucher.submit', from: 'awaitingProof', to: 'awaitingReview', actorId: 42, actorRole: 'member', reason: null, at: 1767229200000 },
  ];
  if (state === 'done') rows.push({ __typename: 'WalletTransition', seq: 3, event: 'review.approve', from: 'awaitingReview', to: 'done', actorId: 9, actorRole: 'operations', reason: null, at: 1767232800000 });
  if (state === 'awaitingProof') rows.push({ __typename: 'WalletTransition', seq: 3, event: 'review.reject', from: 'awaitingReview', to: 'awaitingProof', actorId: 9, actorRole: 'operations', reason, at: 1767232800000 });
  return rows;
}

/** The server's side of one order: the list and detail answer whatever state the mutations left it in. */
function server(duplicateOf: string[] = []) {
  const member = { ...memberRow, duplicateOf };
  const current: { state: State; reason: string | null } = { state: 'awaitingReview', reason: null };
  const approveKeys: string[] = [];
  const approveAnswers: Array<'fail' | 'ok'> = [];
  const rejectReasons: string[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: OpsRechargeOrdersQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({
        data: { opsRechargeOrders: { __typename: 'OpsRechargeOrderPage', total_record: 1, records: [{ ...member, order: order(current.state, current.reason) }] } },
      }),
    },
    {
      request: { query: OpsRechargeOrderQuery, variables: { id: 7 } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({
        data: {
          opsRechargeOrder: {
            __typename: 'OpsRechargeOrderDetail',
            order: { ...member, order: { ...order(current.state, current.reason), workflow: workflow(current.state, current.reason) } },
            history: history(current.state, current.reason),
          },
        },
      }),
    },
    {
      request: { query: SignedUrlQuery, variables: { objectKey: VOUCHER } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { signedUrl: 'https://storage.test/receipt.png?signature=abc' } },
    },
    {
      request: {
        query: ApproveRechargeMutation,
        variables: (v: Record<string, unknown>) => {
          approveKeys.push(String(v.idempotencyKey));
          return v.id === 7;
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        if (approveAnswers.shift() === 'fail') {
          return { errors: [new GraphQLError('The service did not answer in time', { extensions: { code: 'SERVICE_ERROR', status: 500 } })] };
        }
        current.state = 'done';
        return { data: { approveRecharge: { ...order('done'), workflow: workflow('done') } } };
      },
    },
    {
      request: {
        query: RejectRechargeMutation,
        variables: (v: Record<string, unknown>) => {
          rejectReasons.push(String(v.reason));
          return v.id === 7;
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        current.state = 'awaitingProof';
        current.reason = rejectReasons.at(-1) ?? null;
        return { data: { rejectRecharge: { ...order('awaitingProof', current.reason), workflow: workflow('awaitingProof', current.reason) } } };
      },
    },
  ];
  return { current, mocks, approveKeys, approveAnswers, rejectReasons };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithMocks(<RechargeQueuePage />, mocks);
}

async function openOrder() {
  fireEvent.click(await screen.findByRole('button', { name: 'View order RC202601010007' }));
  return dialogTitled('Recharge order');
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => download.downloadFile.mockClear());
afterEach(cleanup);

describe('RechargeQueuePage', { timeout: 30_000 }, () => {
  it('lists orders with the amount in 2 decimals and filters by the recharge status codes', async () => {
    const s = server();
    renderPage(s.mocks);
    const row = (await screen.findByText('RC202601010007')).closest('tr')!;
    expect(within(row).getByText('¥1,234.50')).toBeTruthy();
    expect(within(row).getByText('Awaiting review')).toBeTruthy();
    expect(within(row).getByText(/张三 · 86-13800000042 · #42/)).toBeTruthy();
    expect(within(row).getByText('Bank of China **** 4321')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await screen.findByRole('listbox');
    expect(selectOptionLabels()).toEqual(['All', 'Awaiting transfer', 'Awaiting proof', 'Awaiting review', 'Completed', 'Failed']);
  });

  it('shows the voucher and what the member entered, and approves after a confirmation with one key per attempt', async () => {
    const s = server();
    s.approveAnswers.push('fail', 'ok');
    renderPage(s.mocks);
    const drawer = await openOrder();
    expect(await within(drawer).findByText('RC202601010007')).toBeTruthy();
    expect(within(drawer).getByText('¥1,234.50')).toBeTruthy();
    expect(within(drawer).getByText('TX2026010100042')).toBeTruthy();
    expect(within(drawer).getByText('R7K2QX')).toBeTruthy();
    expect(within(drawer).getByText('Bank of China **** 4321')).toBeTruthy();
    expect(within(drawer).queryByText(/Other orders use/)).toBeNull();
    await waitFor(() => expect((within(drawer).getByRole('img', { name: 'Transfer voucher' }) as HTMLImageElement).src).toBe('https://storage.test/receipt.png?signature=abc'));
    // The history names the states as the code table does.
    expect(within(drawer).getByText('Awaiting proof → Awaiting review')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Download original' }));
    await waitFor(() => expect(download.downloadFile).toHaveBeenCalledWith('/common/download/resource', { resource: VOUCHER }, 'receipt.png', expect.any(Function)));

    // First attempt: the answer is an error; nothing is approved and the button stays.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await dialogTitled('Approve recharge RC202601010007?');
    expect(within(confirm).getByText(/¥1,234.50 has arrived/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(s.approveKeys).toHaveLength(1));
    await waitFor(() => expect(queryDialogTitled('Approve recharge RC202601010007?')).toBeNull());
    expect(s.current.state).toBe('awaitingReview');
    // A failed decision says so through the error link, never "approved" (issue 11: a decision's success is told).
    expect(screen.queryByText('Recharge approved')).toBeNull();

    // The retry of the same attempt carries the same key: the server credits once however often it is sent.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await dialogTitled('Approve recharge RC202601010007?')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(drawer).getByText('Completed', { selector: '.ant-tag' })).toBeTruthy());
    expect(await screen.findByText('Recharge approved', { selector: '.ant-message *' })).toBeTruthy();
    expect(s.approveKeys).toHaveLength(2);
    expect(s.approveKeys[0]).toMatch(UUID);
    expect(s.approveKeys[1]).toBe(s.approveKeys[0]);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('warns when another order carries the same transfer reference or voucher, and says nothing otherwise', async () => {
    renderPage(server(['RC202601010003']).mocks);
    const drawer = await openOrder();
    expect(await within(drawer).findByText(/Other orders use the same transfer reference or voucher: RC202601010003/)).toBeTruthy();
  });

  it('cancelling the confirmation approves nothing', async () => {
    const s = server();
    renderPage(s.mocks);
    const drawer = await openOrder();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    const confirm = await dialogTitled('Approve recharge RC202601010007?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(queryDialogTitled('Approve recharge RC202601010007?')).toBeNull());
    expect(s.approveKeys).toEqual([]);
    expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('rejects with a required reason that the order then shows', async () => {
    const s = server();
    renderPage(s.mocks);
    const drawer = await openOrder();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const modal = await dialogTitled('Reject');
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Please give the reason')).toBeTruthy();
    expect(s.rejectReasons).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('Reason (shown to the member)'), { target: { value: '  The amount on the voucher is 1,234.00  ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(drawer).getByText('Awaiting proof', { selector: '.ant-tag' })).toBeTruthy());
    expect(s.rejectReasons).toEqual(['The amount on the voucher is 1,234.00']);
    expect(await screen.findByText('Recharge rejected', { selector: '.ant-message *' })).toBeTruthy();
    expect(within(drawer).getAllByText('The amount on the voucher is 1,234.00').length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
