import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RealNameStatusQuery } from '@/components/real-name-gate/real-name-status.operation';
import { i18n } from '@/lib/i18n';
import { FlowEntriesQuery } from './flow-entries.query';
import { CoinWalletPage, FiatWalletPage } from './single-wallet-page';
import { WalletOverviewPage } from './wallet-overview-page';
import { balanceMock, renderAt } from './wallet-test-support';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const realName = (status: string): MockLink.MockedResponse => ({
  request: { query: RealNameStatusQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { myRealName: { __typename: 'RealNameApplication', id: 7, status } } },
});

const line = (id: number) => ({
  __typename: 'FlowEntry', id, transferId: id, type: '3', transferType: 'recharge', wallet: 'cny', amountFen: 100 * id, balanceAfterFen: 100 * id,
  referenceType: null, referenceId: null, orderNo: null, createdAt: Date.UTC(2025, 0, id),
});

function flowMock(calls: unknown[], records: unknown[] = []): MockLink.MockedResponse {
  return {
    request: { query: FlowEntriesQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: Record<string, unknown>) => {
      calls.push(vars);
      return { data: { flowEntries: { __typename: 'FlowEntryPage', records, total_record: records.length } } } as never;
    },
  };
}

describe('wallet pages', { timeout: 60_000 }, () => {
  it('overview: skeletons while loading, then both balances with 2 decimals, and the empty recent list', async () => {
    const calls: unknown[] = [];
    renderAt(<WalletOverviewPage />, { path: '/overview', mocks: [balanceMock(123_456, 50, 10_000), flowMock(calls), realName('verified')] });
    expect(screen.getByTestId('wallet-card-loading-cny')).toBeTruthy();
    expect(screen.getByTestId('wallet-card-loading-coin')).toBeTruthy();
    const cny = await screen.findByTestId('wallet-card-cny');
    await waitFor(() => expect(within(cny).getByText('1,334.56')).toBeTruthy());
    expect(within(cny).getByText('1,234.56')).toBeTruthy();
    expect(within(cny).getByText('100.00')).toBeTruthy();
    expect(within(screen.getByTestId('wallet-card-coin')).getByText('0.50')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    // The services take only the record page sizes.
    expect(calls[0]).toEqual({ pageNum: 1, pageSize: 10, filter: {} });
  });

  it('overview: the 5 newest flow lines, without a pager', async () => {
    renderAt(<WalletOverviewPage />, { path: '/overview', mocks: [balanceMock(0, 0), flowMock([], [8, 7, 6, 5, 4, 3, 2, 1].map(line)), realName('verified')] });
    await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(5));
    expect(screen.getByText('+8.00')).toBeTruthy();
    expect(screen.queryByText('+3.00')).toBeNull();
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('overview: recharge waits for a verified real name (spec 6)', async () => {
    const { router } = renderAt(<WalletOverviewPage />, { path: '/overview', mocks: [balanceMock(0, 0), flowMock([]), realName('unverified')] });
    const recharge = await screen.findByRole('button', { name: 'Recharge' });
    await waitFor(() => expect((recharge as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(recharge);
    expect(await screen.findByText('Real-name verification required to proceed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('CNY wallet: its card, recharge goes to /recharge when verified, and its own flow lines', async () => {
    const calls: unknown[] = [];
    const { router } = renderAt(<FiatWalletPage />, { path: '/fiat', mocks: [balanceMock(100, 0, 0), flowMock(calls), realName('verified')] });
    expect(await screen.findByText('Total balance (CNY)')).toBeTruthy();
    await waitFor(() => expect(calls[0]).toEqual({ pageNum: 1, pageSize: 20, filter: { wallet: 'cny' } }));
    expect(screen.queryByRole('columnheader', { name: 'Wallet' })).toBeNull();
    const recharge = screen.getByRole('button', { name: 'Recharge' });
    await waitFor(() => expect((recharge as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(recharge);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
  });

  it('coin wallet: exchange both ways, coin → CNY preselected in the exchange view', async () => {
    const calls: unknown[] = [];
    const { router } = renderAt(<CoinWalletPage />, { path: '/coin', mocks: [balanceMock(0, 2_000), flowMock(calls), realName('verified')] });
    expect(await screen.findByText('Balance (coins)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exchange CNY → coins' })).toBeTruthy();
    await waitFor(() => expect(calls[0]).toEqual({ pageNum: 1, pageSize: 20, filter: { wallet: 'coin' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Exchange coins → CNY' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/exchange?direction=coinToCny'));
  });
});
