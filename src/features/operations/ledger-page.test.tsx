import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import dayjs from 'dayjs';
import { i18n } from '@/lib/i18n';
import { exportRange, LedgerPage } from './ledger-page';
import { LatestCheckpointQuery } from '@/entities/workflow/latest-checkpoint.query';
import { renderWithMocks as renderWith } from './ops-test-support';
import { ReconciliationQuery } from './reconciliation.query';

const download = vi.hoisted(() => ({ downloadFile: vi.fn(async (..._args: unknown[]) => {}) }));
vi.mock('@/lib/download', () => download);

/** The page also shows the latest checkpoint of the history (none yet here): every render answers it. */
const LATEST = { request: { query: LatestCheckpointQuery }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { latestCheckpoint: null } } };
const renderWithMocks = (ui: React.ReactNode, mocks: MockLink.MockedResponse[]) => renderWith(ui, [LATEST, ...mocks]);

/** The gateway's answer, with the __typename fields the cache expects. */
type Report = Record<string, unknown>;

const OK: Report = {
  __typename: 'Reconciliation',
  ok: true,
  checkedAt: 1767225600000,
  accounts: 12,
  transfers: 34,
  totalFen: 0,
  mismatchedAccounts: [],
  unbalancedTransfers: [],
  negativeAccounts: [],
  pendingWithdrawalsLedgerFen: 123456,
  openWithdrawalsFen: 123456,
  totalsByCurrency: [
    { __typename: 'CurrencyTotal', currency: 'CNY', totalFen: 0 },
    { __typename: 'CurrencyTotal', currency: 'COIN', totalFen: 0 },
  ],
  coinReserveFen: 5000,
  coinsInCirculationFen: 5000,
};

const BROKEN: Report = {
  ...OK,
  ok: false,
  totalFen: -500,
  mismatchedAccounts: [{ __typename: 'LedgerAccountIssue', accountId: 21, kind: 'member_cny', ownerUserId: 42, balanceFen: 10000, postingsFen: 9500 }],
  unbalancedTransfers: [{ __typename: 'UnbalancedTransfer', transferId: 77, sumFen: -500, postings: 1 }],
  negativeAccounts: [{ __typename: 'LedgerAccountIssue', accountId: 22, kind: 'member_coin', ownerUserId: 43, balanceFen: -300 }],
  openWithdrawalsFen: 100000,
  coinsInCirculationFen: 4000,
};

const reconciliation = (...answers: Report[]): MockLink.MockedResponse[] =>
  answers.map((answer) => ({ request: { query: ReconciliationQuery }, result: { data: { reconciliation: answer } } }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => download.downloadFile.mockClear());
afterEach(cleanup);

describe('LedgerPage', { timeout: 30_000 }, () => {
  it('runs the reconciliation on demand and shows a balanced ledger', async () => {
    renderWithMocks(<LedgerPage />, reconciliation(OK));
    expect(screen.queryByTestId('reconciliation-report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    const report = await screen.findByTestId('reconciliation-report');
    expect(within(report).getByText('The ledger balances')).toBeTruthy();
    expect(within(report).getByText('ledger: ¥1,234.56')).toBeTruthy();
    expect(within(report).getByText('open withdrawals: ¥1,234.56')).toBeTruthy();
    expect(within(report).getByText('Accounts not matching their postings (0)')).toBeTruthy();
    expect(within(report).getByText('Unbalanced transfers (0)')).toBeTruthy();
    expect(within(report).getByText('Accounts below zero (0)')).toBeTruthy();
    expect(within(report).queryAllByText('differs')).toHaveLength(0);
  });

  it('lists what does not add up when the ledger does not balance, and runs again on demand', async () => {
    renderWithMocks(<LedgerPage />, reconciliation(BROKEN, OK));
    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    const report = await screen.findByTestId('reconciliation-report');
    expect(within(report).getByText('The ledger does not balance')).toBeTruthy();
    expect(within(report).getAllByText('differs')).toHaveLength(3); // the total, the coin backing and the pending withdrawals
    expect(within(report).getByText('open withdrawals: ¥1,000.00')).toBeTruthy();

    const mismatched = within(report).getByTestId('mismatched-accounts');
    expect(within(mismatched).getByText('Accounts not matching their postings (1)')).toBeTruthy();
    const mismatchRow = within(mismatched).getByText('member_cny').closest('tr')!;
    expect(within(mismatchRow).getByText('#42')).toBeTruthy();
    expect(within(mismatchRow).getByText('¥100.00')).toBeTruthy();
    expect(within(mismatchRow).getByText('¥95.00')).toBeTruthy();

    const unbalanced = within(report).getByTestId('unbalanced-transfers');
    expect(within(unbalanced).getByText('Unbalanced transfers (1)')).toBeTruthy();
    const unbalancedRow = within(unbalanced).getByText('77').closest('tr')!;
    expect(within(unbalancedRow).getByText('-¥5.00')).toBeTruthy();

    const negative = within(report).getByTestId('negative-accounts');
    expect(within(negative).getByText('Accounts below zero (1)')).toBeTruthy();
    const negativeRow = within(negative).getByText('member_coin').closest('tr')!;
    expect(within(negativeRow).getByText('-¥3.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    expect(await screen.findByText('The ledger balances')).toBeTruthy();
  });

  it('downloads the three CSV exports of the chosen days', async () => {
    renderWithMocks(<LedgerPage />, []);
    const [from, to] = [dayjs().startOf('month'), dayjs()];
    const query = { from: String(from.startOf('day').valueOf()), to: String(to.endOf('day').valueOf()) };
    const name = (kind: string) => `${kind}-${from.format('YYYYMMDD')}-${to.format('YYYYMMDD')}.csv`;
    for (const [label, kind] of [
      ['Transfers CSV', 'transfers'],
      ['Recharges CSV', 'recharges'],
      ['Withdrawals CSV', 'withdrawals'],
    ]) {
      // One download at a time: the others wait until the previous file is saved.
      const button = screen.getByRole('button', { name: label }) as HTMLButtonElement;
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(download.downloadFile).toHaveBeenLastCalledWith(`/ops/v1/ledger/export/${kind}.csv`, query, name(kind), expect.any(Function)));
    }
    expect(download.downloadFile).toHaveBeenCalledTimes(3);
  });

  it('shows why an export failed', async () => {
    download.downloadFile.mockRejectedValueOnce(new Error('You do not have permission to access this resource'));
    renderWithMocks(<LedgerPage />, []);
    fireEvent.click(screen.getByRole('button', { name: 'Transfers CSV' }));
    expect(await screen.findByText('You do not have permission to access this resource')).toBeTruthy();
  });
});

describe('exportRange', () => {
  it('covers whole local days, from the first day start to the last day end', () => {
    const range = exportRange([dayjs('2026-03-01T15:00:00'), dayjs('2026-03-31T08:00:00')]);
    expect(Number(range.from)).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(Number(range.to)).toBe(new Date(2026, 2, 31, 23, 59, 59, 999).getTime());
  });
});
