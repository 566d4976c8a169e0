import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { i18n } from '@/lib/i18n';
import { ExchangeMutation } from './exchange.mutation';
import { ExchangePage } from './exchange-page';
import { balanceMock, renderAt } from './wallet-test-support';

const session = vi.hoisted(() => ({ user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: 1_700_000_000_000 as number | null } }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ user: session.user, refreshUser: vi.fn() }) }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  session.user.jyPasswordLastModify = 1_700_000_000_000;
});

type ExchangeVars = { input: { direction: string; amountFen: number; transactionPassword: string }; idempotencyKey: string };

/** An exchange mock that records the variables it was called with and answers `answer(vars)`. */
function exchangeMock(calls: ExchangeVars[], answer: (vars: ExchangeVars) => MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: ExchangeMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (vars: Record<string, unknown>) => {
      calls.push(vars as ExchangeVars);
      return answer(vars as ExchangeVars) as never;
    },
  };
}

/** Exchanges whose answers are lost (the network failed after the request may have reached the services). */
function lostMock(calls: ExchangeVars[], times: number): MockLink.MockedResponse {
  return {
    request: { query: ExchangeMutation, variables: (vars: Record<string, unknown>) => (calls.push(vars as ExchangeVars), true) },
    maxUsageCount: times,
    error: new Error('Failed to fetch'),
  };
}

const succeeded = (cnyFen: number, coinFen: number) => ({
  data: { exchange: { __typename: 'ExchangeResult', transferId: 42, balance: { __typename: 'WalletBalance', cnyFen, coinFen, heldFen: 0 } } },
});
const serviceError = (message: string, extensions: Record<string, unknown> = {}) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'SERVICE_ERROR', status: 400, ...extensions } })],
});

/** The title of the step antd marks as the current one. */
function currentStep(): string | null | undefined {
  return document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
}

function renderExchange(mocks: MockLink.MockedResponse[], url = '/exchange') {
  return renderAt(<ExchangePage />, { path: '/exchange/*', url, mocks });
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const passwordInput = () => screen.getByLabelText('Transaction password');

async function fillAmountAndNext(amount: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

async function confirmWith(password: string) {
  fireEvent.change(await screen.findByLabelText('Transaction password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Confirm exchange/ }));
}

describe('ExchangePage, driven by exchangeMachine', { timeout: 60_000 }, () => {
  it('walks amount → confirm → done, with a 1:1 preview, and posts the exchange with an idempotency key', async () => {
    const calls: ExchangeVars[] = [];
    renderExchange([balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY), exchangeMock(calls, () => succeeded(40_000, 12_000))]);
    expect(await screen.findByText('Available CNY: 500.00')).toBeTruthy();
    expect(currentStep()).toBe('Direction and amount');

    fireEvent.change(amountInput(), { target: { value: '100' } });
    expect(screen.getByTestId('exchange-preview').textContent).toBe('You pay 100.00 CNY and receive 100.00 platform coins.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(currentStep()).toBe('Confirm'));
    expect(screen.getByText('You pay (CNY)')).toBeTruthy();
    await confirmWith('135790');

    expect(await screen.findByText('Exchanged', { selector: '.ant-result-title' })).toBeTruthy();
    expect(currentStep()).toBe('Done');
    expect(screen.getByText('CNY available: 400.00 · Platform coins: 120.00')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual({ direction: 'cnyToCoin', amountFen: 10_000, transactionPassword: '135790' });
    expect(calls[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('preselects coin → CNY from ?direction=coinToCny and checks the amount against the coin balance', async () => {
    renderExchange([balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY)], '/exchange?direction=coinToCny');
    expect(await screen.findByText('Available coins: 20.00')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Platform coin → CNY' }) as HTMLInputElement).checked).toBe(true);
    await fillAmountAndNext('20.01');
    expect(await screen.findByText('Insufficient balance, please deposit or exchange first')).toBeTruthy();
    expect(currentStep()).toBe('Direction and amount');
    fireEvent.change(amountInput(), { target: { value: '1.234' } });
    expect(await screen.findByText('Enter the amount in yuan with at most 2 decimals')).toBeTruthy();
    expect(screen.queryByTestId('exchange-preview')).toBeNull();
  });

  it('keeps the attempt\'s idempotency key for a retry after a failure, and shows the server\'s message', async () => {
    const calls: ExchangeVars[] = [];
    renderExchange([
      balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY),
      exchangeMock(calls, (vars) => (vars.input.transactionPassword === '111111' ? serviceError('the transaction password is wrong') : succeeded(49_000, 3_000))),
    ]);
    await fillAmountAndNext('10');
    await confirmWith('111111');
    expect(await screen.findByText('the transaction password is wrong')).toBeTruthy();
    expect(currentStep()).toBe('Confirm');
    expect((passwordInput() as HTMLInputElement).value).toBe('');

    await confirmWith('135790');
    expect(await screen.findByText('Exchanged', { selector: '.ant-result-title' })).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);

    // A new attempt gets a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Exchange again' }));
    await fillAmountAndNext('5');
    await confirmWith('135790');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].idempotencyKey).not.toBe(calls[0].idempotencyKey);
  });

  it('keeps the key through Back after a lost answer; another amount or direction is a new attempt, and so is the next one after success', async () => {
    const calls: ExchangeVars[] = [];
    renderExchange([balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY), lostMock(calls, 4), exchangeMock(calls, () => succeeded(48_800, 3_200))]);
    const back = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(currentStep()).toBe('Direction and amount'));
    };
    const sentAfter = async (count: number) => {
      await waitFor(() => expect(calls).toHaveLength(count));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false));
    };

    await fillAmountAndNext('10');
    await confirmWith('135790');
    await sentAfter(1);
    expect(currentStep()).toBe('Confirm');
    // The answer was lost: Back, the same direction and amount, Next, the password again — the same attempt.
    await back();
    expect((amountInput() as HTMLInputElement).value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await confirmWith('135790');
    await sentAfter(2);
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);

    // Another amount is another exchange.
    await back();
    await fillAmountAndNext('12');
    await confirmWith('135790');
    await sentAfter(3);
    expect(calls[2].input).toMatchObject({ direction: 'cnyToCoin', amountFen: 1_200 });
    expect(calls[2].idempotencyKey).not.toBe(calls[1].idempotencyKey);

    // So is another direction with the same amount.
    await back();
    fireEvent.click(screen.getByRole('radio', { name: 'Platform coin → CNY' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await confirmWith('135790');
    await sentAfter(4);
    expect(calls[3].input).toMatchObject({ direction: 'coinToCny', amountFen: 1_200 });
    expect(calls[3].idempotencyKey).not.toBe(calls[2].idempotencyKey);

    // Back once more and the same exchange goes through with its key; the next exchange, even the same one, is new.
    await back();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await confirmWith('135790');
    expect(await screen.findByText('Exchanged', { selector: '.ant-result-title' })).toBeTruthy();
    expect(calls[4].idempotencyKey).toBe(calls[3].idempotencyKey);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange again' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Platform coin → CNY' }));
    await fillAmountAndNext('12');
    await confirmWith('135790');
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls[5].input).toEqual(calls[4].input);
    expect(calls[5].idempotencyKey).not.toBe(calls[4].idempotencyKey);
  });

  it('after insufficientBalance the same direction and amount are a new attempt with a new key', async () => {
    const calls: ExchangeVars[] = [];
    renderExchange([
      // The balance read again still shows enough (a hold elsewhere that the services saw first): the member may retry.
      balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY),
      exchangeMock(calls, () =>
        calls.length === 1 ? serviceError('Insufficient balance, please deposit or exchange first', { reason: 'insufficientBalance' }) : succeeded(40_000, 12_000),
      ),
    ]);
    await fillAmountAndNext('100');
    await confirmWith('135790');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(currentStep()).toBe('Direction and amount');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await confirmWith('135790');
    expect(await screen.findByText('Exchanged', { selector: '.ant-result-title' })).toBeTruthy();
    expect(calls.map((c) => c.input.amountFen)).toEqual([10_000, 10_000]);
    expect(calls[1].idempotencyKey).not.toBe(calls[0].idempotencyKey);
  });

  it('on extensions.reason insufficientBalance goes back to the amount with the new balance', async () => {
    const calls: ExchangeVars[] = [];
    renderExchange([
      balanceMock(50_000, 2_000),
      // Read again after the refusal: another tab spent most of it meanwhile.
      balanceMock(5_000, 2_000, 0, Number.POSITIVE_INFINITY),
      exchangeMock(calls, () => serviceError('Insufficient balance, please deposit or exchange first', { reason: 'insufficientBalance' })),
    ]);
    await fillAmountAndNext('100');
    await confirmWith('135790');
    await waitFor(() => expect(currentStep()).toBe('Direction and amount'));
    expect(await screen.findByText('Available CNY: 50.00')).toBeTruthy();
    // Said once, under the amount that no longer fits.
    expect(screen.getAllByText('Insufficient balance, please deposit or exchange first')).toHaveLength(1);
    expect(screen.getByText('Insufficient balance, please deposit or exchange first').closest('.ant-form-item')?.textContent).toContain('Amount');
    expect(calls).toHaveLength(1);
  });

  it('without a transaction password asks to set one first (the pay-password gate)', async () => {
    session.user.jyPasswordLastModify = null;
    renderExchange([balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY)]);
    await fillAmountAndNext('100');
    expect(await screen.findByText('Set 2 Factor Password first')).toBeTruthy();
    expect(currentStep()).toBe('Direction and amount');
  });

  it('Back from the password returns to the amount, which is kept', async () => {
    renderExchange([balanceMock(50_000, 2_000, 0, Number.POSITIVE_INFINITY)]);
    await fillAmountAndNext('12.5');
    await waitFor(() => expect(currentStep()).toBe('Confirm'));
    expect(screen.getAllByText('12.50')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentStep()).toBe('Direction and amount'));
    expect((amountInput() as HTMLInputElement).value).toBe('12.5');
  });
});
