import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { rechargeOrderLifecycle } from '../../../machines/wallet/recharge-order.machine';
import { EntityWorkflowQuery } from '@/entities/workflow/entity-workflow.query';
import { serverWorkflow } from '@/entities/workflow/workflow-test-support';
import { i18n } from '@/lib/i18n';
import { FlowEntriesQuery } from './flow-entries.query';
import { FlowEntryQuery } from './flow-entry.query';
import { FlowRecordPage } from './flow-record-page';
import { RechargeOrdersQuery } from './recharge-orders.query';
import { RechargeRecordPage } from './recharge-record-page';
import { WithdrawalsQuery } from './withdrawals.query';
import { WithdrawRecordPage } from './withdraw-record-page';
import { renderAt } from './wallet-test-support';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  window.innerWidth = 1280;
});

type PageVars = { pageNum: number; pageSize: number; filter?: Record<string, unknown> };

/** A paged query mock that records every page asked for and answers from `rows` (the whole list) and `total`. */
function pagedMock<T>(query: MockLink.MockedRequest['query'], field: string, rows: (vars: PageVars) => T[], total: number, calls: PageVars[]): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: Record<string, unknown>) => {
      calls.push(vars as PageVars);
      return { data: { [field]: { __typename: 'Page', records: rows(vars as PageVars), total_record: total } } } as never;
    },
  };
}

const flowEntry = (id: number, amountFen: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'FlowEntry',
  id,
  transferId: 1000 + id,
  type: '3',
  transferType: 'recharge',
  wallet: 'cny',
  amountFen,
  balanceAfterFen: 123_456,
  referenceType: 'rechargeOrder',
  referenceId: String(id),
  orderNo: 'R20250101000123',
  createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
  ...extra,
});

const rechargeOrder = (id: number, state: string, status: string) => ({
  __typename: 'RechargeOrder',
  id,
  orderNo: `R2025010100${String(id).padStart(4, '0')}`,
  status,
  state,
  amountFen: 1_000_000,
  bankCardId: 3,
  cardBankName: 'ICBC',
  cardLast4: '4321',
  remarkCode: 'RC8842',
  transferReference: null,
  voucherKey: null,
  reason: null,
  deadlineAt: Date.UTC(2025, 0, 3),
  createdAt: Date.UTC(2025, 0, 2),
  submittedAt: null,
  completedAt: status === '3' ? Date.UTC(2025, 0, 4) : null,
});

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr.ant-table-row'));
const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('FlowRecordPage', { timeout: 60_000 }, () => {
  it('shows time, type tag, wallet, signed 2-decimal amounts, balance after and the masked order number', async () => {
    const calls: PageVars[] = [];
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [
        pagedMock(FlowEntriesQuery, 'flowEntries', () => [
          flowEntry(2, 1_000_000),
          flowEntry(1, -5_000, { type: '1', transferType: 'exchange', wallet: 'coin', orderNo: null, balanceAfterFen: 0 }),
        ], 2, calls),
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first).getByText('Recharge')).toBeTruthy();
    expect(within(first).getByText('CNY wallet')).toBeTruthy();
    expect(within(first).getByTestId('flow-amount').textContent).toBe('+10,000.00');
    expect(within(first).getByText('1,234.56')).toBeTruthy();
    expect(within(first).getByTestId('flow-order-no').textContent).toBe('R2025***123');
    expect(first.textContent).not.toContain('R20250101000123');
    expect(within(second).getByText('Exchange')).toBeTruthy();
    expect(within(second).getByText('Platform-coin wallet')).toBeTruthy();
    expect(within(second).getByTestId('flow-amount').textContent).toBe('-50.00');
    expect(within(second).getByText('0.00')).toBeTruthy();
    expect(calls[0]).toEqual({ pageNum: 1, pageSize: 20, filter: {} });
  });

  it('pages by 20 by default, offers 10, 20, 30 and 50, and shows 7 pager buttons on a wide screen', async () => {
    const calls: PageVars[] = [];
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [pagedMock(FlowEntriesQuery, 'flowEntries', (v) => [flowEntry(v.pageNum * 100, 100)], 1_000, calls)],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '50']);
    expect(screen.getByText('1000 in total')).toBeTruthy();
    const size = screen.getByRole('combobox', { name: 'Page size' });
    expect(size.closest('.ant-select')?.textContent).toContain('20 / page');
    fireEvent.mouseDown(size);
    await screen.findByTitle('50 / page');
    const options = Array.from(document.querySelectorAll('.ant-select-item-option'));
    expect(options.map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    fireEvent.click(screen.getByTitle('50 / page'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 1, pageSize: 50, filter: {} }));
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '20']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 5, pageSize: 50, filter: {} }));
    expect(pageButtons()).toEqual(['1', '3', '4', '5', '6', '7', '20']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 6, pageSize: 50, filter: {} }));
  });

  it('shows 5 pager buttons under 992 px', async () => {
    window.innerWidth = 800;
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [pagedMock(FlowEntriesQuery, 'flowEntries', () => [flowEntry(1, 100)], 1_000, [])],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '50']);
  });

  it('filters by type and wallet, back on page 1, and says when nothing matches', async () => {
    const calls: PageVars[] = [];
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [pagedMock(FlowEntriesQuery, 'flowEntries', (v) => (v.filter?.status === '2' ? [] : [flowEntry(v.pageNum, 100)]), 100, calls)],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.pageNum).toBe(2));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('Withdraw'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, filter: { status: '2' } }));
    expect(await screen.findByText('No transactions yet')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Wallet' }));
    fireEvent.click(await screen.findByTitle('Platform-coin wallet'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, filter: { status: '2', wallet: 'coin' } }));
    // No request ever asked for page 2 of a new filter.
    expect(calls.filter((c) => c.filter?.status && c.pageNum !== 1)).toEqual([]);
  });

  it('opens the detail drawer with the flow line and its recharge order', async () => {
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [
        pagedMock(FlowEntriesQuery, 'flowEntries', () => [flowEntry(2, 1_000_000)], 1, []),
        {
          request: { query: FlowEntryQuery, variables: { transferId: 1002, wallet: 'cny' } },
          result: { data: { flowEntry: { __typename: 'FlowEntryDetail', entry: flowEntry(2, 1_000_000), rechargeOrder: rechargeOrder(2, 'done', '3'), withdrawal: null } } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const entry = await screen.findByTestId('flow-entry-details');
    expect(within(entry).getByText('+10,000.00')).toBeTruthy();
    expect(within(entry).getByText('1002')).toBeTruthy();
    const order = await screen.findByTestId('recharge-order-details');
    expect(within(order).getByText('R2025***002')).toBeTruthy();
    expect(within(order).getByText('Completed', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(order).getByText('ICBC **** 4321')).toBeTruthy();
  });
  it('opens each line of an exchange (one transfer, a line on each wallet) with its own posting', async () => {
    const exchange = { transferId: 1500, type: '1', transferType: 'exchange', referenceType: null, referenceId: null, orderNo: null };
    const cnyLine = flowEntry(50, -20_000, { ...exchange, wallet: 'cny', balanceAfterFen: 30_000 });
    const coinLine = flowEntry(51, 20_000, { ...exchange, wallet: 'coin', balanceAfterFen: 20_000 });
    const asked: Array<Record<string, unknown>> = [];
    renderAt(<FlowRecordPage />, {
      path: '/flow',
      mocks: [
        pagedMock(FlowEntriesQuery, 'flowEntries', () => [coinLine, cnyLine], 2, []),
        {
          request: { query: FlowEntryQuery, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (vars: Record<string, unknown>) => {
            asked.push(vars);
            const entry = vars.wallet === 'coin' ? coinLine : cnyLine;
            return { data: { flowEntry: { __typename: 'FlowEntryDetail', entry, rechargeOrder: null, withdrawal: null } } } as never;
          },
        },
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Details' }));
    const coin = await screen.findByTestId('flow-entry-details');
    expect(within(coin).getByText('Platform-coin wallet')).toBeTruthy();
    expect(within(coin).getByText('+200.00')).toBeTruthy();
    expect(asked).toEqual([{ transferId: 1500, wallet: 'coin' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('flow-entry-details')).toBeNull());
    fireEvent.click(within(rows()[1]).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ transferId: 1500, wallet: 'cny' }));
    const cny = await screen.findByTestId('flow-entry-details');
    expect(within(cny).getByText('CNY wallet')).toBeTruthy();
    expect(within(cny).getByText('-200.00')).toBeTruthy();
  });
});

describe('RechargeRecordPage', { timeout: 60_000 }, () => {
  it('lists masked orders with amount, card, status tag and times; the drawer of an order the member may still act on links back into the recharge steps', async () => {
    const calls: PageVars[] = [];
    const asked: string[] = [];
    /** The order's workflow as the services answer its owner: what they may send decides the link. */
    const workflowMock = (id: number, state: string): MockLink.MockedResponse => ({
      request: { query: EntityWorkflowQuery, variables: (v: Record<string, unknown>) => v.entityType === 'recharge_order' && v.entityId === String(id) && (asked.push(String(id)), true) },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { workflow: serverWorkflow(rechargeOrderLifecycle, { entityId: id, value: state, context: { amountFen: 1_000_000, bankCardId: 3, transferReference: null, voucherKey: null, submissions: 0, reason: null }, created: 'order.create' }) } },
    });
    const { router } = renderAt(<RechargeRecordPage />, {
      path: '/records',
      mocks: [
        pagedMock(RechargeOrdersQuery, 'rechargeOrders', () => [rechargeOrder(7, 'awaitingTransfer', '0'), rechargeOrder(8, 'done', '3')], 2, calls),
        workflowMock(7, 'awaitingTransfer'),
        workflowMock(8, 'done'),
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [open, done] = rows();
    expect(within(open).getByText('R2025***007')).toBeTruthy();
    expect(within(open).getByText('10,000.00')).toBeTruthy();
    expect(within(open).getByText('ICBC **** 4321')).toBeTruthy();
    expect(within(open).getByText('Awaiting transfer')).toBeTruthy();
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(calls[0]).toEqual({ pageNum: 1, pageSize: 20, filter: {} });
    // The list asks for no workflow: one is read for the order whose drawer is opened.
    expect(asked).toEqual([]);

    fireEvent.click(within(done).getByRole('button', { name: 'Details' }));
    expect(await screen.findByTestId('recharge-order-details')).toBeTruthy();
    // The drawer's chart reads the same workflow: once it shows the state, the link has had its answer too.
    fireEvent.click(screen.getByRole('button', { name: 'Where is this and what comes next' }));
    expect((await screen.findByTestId('entity-chart-state')).textContent).toBe('Completed');
    expect(asked).toContain('8');
    // Nothing left for the member to send: no link.
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('recharge-order-details')).toBeNull());

    fireEvent.click(within(open).getByRole('button', { name: 'Details' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/recharge?id=7'));
  });

  it('filters by status and shows the empty state', async () => {
    const calls: PageVars[] = [];
    renderAt(<RechargeRecordPage />, {
      path: '/records',
      mocks: [pagedMock(RechargeOrdersQuery, 'rechargeOrders', (v) => (v.filter?.status ? [] : [rechargeOrder(8, 'done', '3')]), 1, calls)],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Awaiting review'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, filter: { status: '2' } }));
    expect(await screen.findByText('No recharges yet')).toBeTruthy();
  });
});

describe('WithdrawRecordPage', { timeout: 60_000 }, () => {
  it('shows amount, fee, received and the status tag, and the whole withdrawal in a drawer', async () => {
    renderAt(<WithdrawRecordPage />, {
      path: '/records',
      mocks: [
        pagedMock(WithdrawalsQuery, 'withdrawals', () => [
          {
            __typename: 'Withdrawal',
            id: 5,
            orderNo: 'W20250101000005',
            status: '2',
            state: 'paid',
            amountFen: 100_000,
            feeFen: 100,
            feeRateBp: 10,
            receivedFen: 99_900,
            bankCardId: 3,
            cardBankName: 'ICBC',
            cardLast4: '4321',
            bankReference: 'BANKREF-778',
            reason: null,
            createdAt: Date.UTC(2025, 0, 2),
            payingAt: Date.UTC(2025, 0, 3),
            arrivedAt: Date.UTC(2025, 0, 4),
          },
        ], 1, []),
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const [row] = rows();
    expect(within(row).getByText('W2025***005')).toBeTruthy();
    expect(within(row).getByText('1,000.00')).toBeTruthy();
    expect(within(row).getByText('1.00')).toBeTruthy();
    expect(within(row).getByText('999.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const details = await screen.findByTestId('withdrawal-details');
    expect(within(details).getByText('1.00 (0.1%)')).toBeTruthy();
    expect(within(details).getByText('BANKREF-778')).toBeTruthy();
  });
});
