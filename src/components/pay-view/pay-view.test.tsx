import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { COIN_WALLET_PATH } from './paths';
import { PayView, type PayViewProps } from './pay-view';
import { PayViewBalanceQuery } from './pay-view-balance.query';

const session = vi.hoisted(() => ({ user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: 1_700_000_000_000 as number | null } }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ user: session.user, refreshUser: vi.fn() }) }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  session.user.jyPasswordLastModify = 1_700_000_000_000;
});

const balance = (coinFen: number, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: PayViewBalanceQuery },
  maxUsageCount,
  result: { data: { walletBalance: { __typename: 'WalletBalance', cnyFen: 0, coinFen, heldFen: 0 } } },
});

const failure = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'SERVICE_ERROR', status: 400, ...extensions } }] });

function renderPay(mocks: MockLink.MockedResponse[], props: Partial<PayViewProps> = {}) {
  const onPay = vi.fn<PayViewProps['onPay']>(() => Promise.resolve());
  const onPaid = vi.fn();
  const onCancel = vi.fn();
  const { router } = renderRoutes(
    [
      { path: '/pay', element: <PayView priceFen={10_000} purpose="Pre-assessment fee" onPay={onPay} onPaid={onPaid} onCancel={onCancel} {...props} /> },
      { path: COIN_WALLET_PATH, element: <h1>Coin wallet</h1> },
    ],
    '/pay',
    mocks,
  );
  return { onPay: (props.onPay as typeof onPay | undefined) ?? onPay, onPaid, onCancel, router };
}

async function payWith(password: string) {
  fireEvent.change(await screen.findByLabelText('Transaction password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Confirm payment/ }));
}

describe('PayView, driven by payMachine', { timeout: 60_000 }, () => {
  it('shows the price and the coin balance, asks for the password and pays: Payment Completed', async () => {
    const { onPay, onPaid } = renderPay([balance(25_000)]);
    expect((await screen.findByTestId('pay-price')).textContent).toBe('100.00 coins');
    expect(screen.getByTestId('pay-balance').textContent).toBe('250.00 coins');
    expect(screen.getByText('Pre-assessment fee')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

    // The password rule is the shared one.
    fireEvent.change(await screen.findByLabelText('Transaction password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: /Confirm payment/ }));
    expect(await screen.findByText('Password Must be 6 digits')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();

    await payWith('135790');
    expect(await screen.findByText('Payment Completed', { selector: '.ant-result-title' })).toBeTruthy();
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay.mock.calls[0][0]).toBe('135790');
    expect(onPay.mock.calls[0][1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('a balance short of the price says so and offers the wallet', async () => {
    const { onPay, router } = renderPay([balance(5_000)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Insufficient platform-coin balance')).toBeTruthy();
    expect(screen.getByText('You need 50.00 more coins: deposit or exchange in your wallet first.')).toBeTruthy();
    expect(screen.queryByLabelText('Transaction password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(COIN_WALLET_PATH));
    expect(onPay).not.toHaveBeenCalled();
  });

  it('maps extensions.reason insufficientBalance to the insufficient view with the balance read again', async () => {
    const onPay = vi.fn<PayViewProps['onPay']>(() => Promise.reject(failure('Insufficient balance, please deposit or exchange first', { reason: 'insufficientBalance' })));
    renderPay([balance(25_000), balance(3_000, Number.POSITIVE_INFINITY)], { onPay });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await payWith('135790');
    expect(await screen.findByText('Insufficient platform-coin balance')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toBe('30.00 coins'));
    expect(screen.getByRole('button', { name: 'Go to wallet' })).toBeTruthy();
  });

  it('shows another failure above the password and retries with the same idempotency key', async () => {
    const onPay = vi
      .fn<PayViewProps['onPay']>()
      .mockImplementationOnce(() => Promise.reject(failure('the transaction password is wrong', {})))
      .mockImplementation(() => Promise.resolve());
    renderPay([balance(25_000)], { onPay });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await payWith('111111');
    expect(await screen.findByText('the transaction password is wrong')).toBeTruthy();
    await payWith('135790');
    expect(await screen.findByText('Payment Completed', { selector: '.ant-result-title' })).toBeTruthy();
    expect(onPay).toHaveBeenCalledTimes(2);
    expect(onPay.mock.calls[1][1]).toBe(onPay.mock.calls[0][1]);
  });

  it('Cancel tells the caller', async () => {
    const { onCancel } = renderPay([balance(25_000)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
  });

  it('without a transaction password asks to set one first', async () => {
    session.user.jyPasswordLastModify = null;
    renderPay([balance(25_000)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Set 2 Factor Password first')).toBeTruthy();
    expect(screen.queryByLabelText('Transaction password')).toBeNull();
  });
});
