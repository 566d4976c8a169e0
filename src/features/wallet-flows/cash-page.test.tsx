import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';
import { serverWorkflow } from '@/entities/workflow/workflow-test-support';
import { i18n } from '@/lib/i18n';
import { CashPage } from './cash-page';
import { CreateWithdrawalMutation } from './create-withdrawal.mutation';
import { WithdrawFlowWithdrawalQuery } from './withdrawal.query';
import { balanceMock, cardsMock, configMock, realNameMock, renderAt } from './wallet-flows-test-support';

const session = vi.hoisted(() => ({
  user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: 1_700_000_000_000 as number | null },
}));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ user: session.user, refreshUser: vi.fn() }) }));

// The identity dialog has its own tests (captcha, code boxes); here it only hands back an identifier and a code key.
const identity = vi.hoisted(() => ({ issued: 0 }));
vi.mock('@/components/password-dialogs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/password-dialogs')>()),
  WithdrawIdentityDialog: ({ open, onCancel, onVerified }: { open: boolean; onCancel(): void; onVerified(r: { identifier: string; codeKey: string }): void }) =>
    open ? (
      <div role="dialog" aria-label="Verify your identity">
        <button type="button" onClick={() => onVerified({ identifier: '86-13800000001', codeKey: `code-key-${(identity.issued += 1)}` })}>
          Code verified
        </button>
        <button type="button" onClick={onCancel}>
          Close
        </button>
      </div>
    ) : null,
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  session.user.jyPasswordLastModify = 1_700_000_000_000;
});

/** A withdrawal as the gateway answers it to its owner, with the workflow the services would compute for them. */
function withdrawal(over: Record<string, unknown> = {}) {
  const fields = {
    __typename: 'Withdrawal',
    id: 9,
    orderNo: 'W202611220009',
    status: '0',
    state: 'awaitingPayout',
    amountFen: 20_000,
    feeFen: 20,
    feeRateBp: 10,
    receivedFen: 19_980,
    bankCardId: 12,
    cardBankName: 'China Merchants Bank',
    cardLast4: '5678',
    bankReference: null,
    reason: null,
    createdAt: Date.now() - 60_000,
    payingAt: null,
    arrivedAt: null,
    ...over,
  };
  const { amountFen, feeFen, feeRateBp, bankCardId, bankReference, reason } = fields;
  const context = { amountFen, feeFen, feeRateBp, bankCardId, bankReference, reason };
  return { ...fields, workflow: serverWorkflow(withdrawalLifecycle, { entityId: fields.id, value: String(fields.state), context, created: 'withdraw.submit' }) };
}

const withdrawalMock = (data: ReturnType<typeof withdrawal>): MockLink.MockedResponse => ({
  request: { query: WithdrawFlowWithdrawalQuery, variables: { id: data.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { withdrawal: data } },
});

const base = [realNameMock('verified'), cardsMock(), configMock, balanceMock(100_000, 5_000)];

function renderCash(path: string, mocks: MockLink.MockedResponse[] = []) {
  return renderAt(<CashPage />, path, '/cash', [...base, ...mocks]);
}

function currentStep(): string | null | undefined {
  return document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
}

type Sent = { input: { amountFen: number; bankCardId: number; identifier: string; codeKey: string; transactionPassword: string }; idempotencyKey: string };

/** Fills step 1 (200 yuan to the default card, agreement ticked) and presses Next. */
async function fillAndNext(amount = '200') {
  fireEvent.change(await screen.findByLabelText('Withdrawal amount (yuan)'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

const submitButton = () => screen.getByRole('button', { name: /^(loading )?Submit withdrawal$/ });

describe('CashPage, step 1 (withdrawRequestMachine)', { timeout: 60_000 }, () => {
  it('shows the available balance, the handling fee with its rate and the amount received as the amount is typed; the rule texts', async () => {
    renderCash('/cash');
    const amount = await screen.findByLabelText('Withdrawal amount (yuan)');
    expect(currentStep()).toBe('Fill in information');
    expect(screen.getByTestId('withdraw-available').textContent).toContain('1,000.00');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('Handling fee (0.1%): ¥0.00 · Amount received: ¥0.00');
    fireEvent.change(amount, { target: { value: '200' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('Handling fee (0.1%): ¥0.20 · Amount received: ¥199.80'));
    fireEvent.change(amount, { target: { value: '1000' } });
    await waitFor(() => expect(screen.getByTestId('withdraw-fee').textContent).toBe('Handling fee (0.1%): ¥1.00 · Amount received: ¥999.00'));
    expect(screen.getByRole('link', { name: 'Withdrawal Agreement' }).getAttribute('href')).toBe('/agreement/withdraw');

    fireEvent.change(amount, { target: { value: '1000.01' } });
    expect(await screen.findByText('Insufficient balance, please deposit or exchange first')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '' } });
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please read and accept the withdrawal agreement')).toBeTruthy();
    expect(screen.queryByText('Confirm the withdrawal')).toBeNull();

    // "Withdraw all" fills in the available balance.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw all' }));
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('1000.00'));
  });

  it('without a transaction password, Next opens "Set 2 Factor Password first" instead of going on', async () => {
    session.user.jyPasswordLastModify = null;
    renderCash('/cash');
    await fillAndNext();
    expect(await screen.findByRole('button', { name: 'Set it now' })).toBeTruthy();
    expect(screen.getAllByText('Set 2 Factor Password first').length).toBeGreaterThan(0);
    expect(screen.queryByText('Confirm the withdrawal')).toBeNull();
  });

  it('confirm → identity → password: a failure stays on the password step, every retry of the same amount and card reuses its key, then the withdrawal by id', async () => {
    const sent: Sent[] = [];
    const attempt = (password: string, outcome: 'wrong' | 'network' | 'ok'): MockLink.MockedResponse => ({
      request: {
        query: CreateWithdrawalMutation,
        variables: (v: Sent) => {
          if (v.input.transactionPassword !== password) return false;
          sent.push(v);
          return true;
        },
      },
      ...(outcome === 'network'
        ? { error: new Error('Failed to fetch') }
        : outcome === 'wrong'
          ? { result: { errors: [new GraphQLError('Incorrect transaction password, 4 attempts left', { extensions: { code: 'SERVICE_ERROR', status: 400 } })] } }
          : { result: { data: { createWithdrawal: withdrawal() } } }),
    });
    const { router } = renderCash('/cash', [attempt('111111', 'wrong'), attempt('135790', 'network'), attempt('135790', 'ok'), withdrawalMock(withdrawal())]);
    await fillAndNext();

    // The confirmation: amount, fee with the rate, amount received, card.
    const summary = await screen.findByTestId('withdraw-summary');
    expect(summary.textContent).toContain('¥200.00');
    expect(within(summary).getByText('Handling fee (0.1%)')).toBeTruthy();
    expect(summary.textContent).toContain('¥0.20');
    expect(summary.textContent).toContain('¥199.80');
    expect(summary.textContent).toContain('6222 **** 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Code verified' }));

    const password = await screen.findByLabelText('Transaction password (6 digits)');
    fireEvent.change(password, { target: { value: '13579a' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Password Must be numbers')).toBeTruthy();

    fireEvent.change(password, { target: { value: '111111' } });
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('withdraw-error')).textContent).toContain('Incorrect transaction password, 4 attempts left');
    expect(screen.getByLabelText('Transaction password (6 digits)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('withdraw-error').textContent).not.toContain('Incorrect'));
    // The answer was lost: the same attempt again.
    fireEvent.change(screen.getByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));

    expect(sent.map((s) => s.input)).toEqual([
      { amountFen: 20_000, bankCardId: 12, identifier: '86-13800000001', codeKey: sent[0].input.codeKey, transactionPassword: '111111' },
      { amountFen: 20_000, bankCardId: 12, identifier: '86-13800000001', codeKey: sent[0].input.codeKey, transactionPassword: '135790' },
      { amountFen: 20_000, bankCardId: 12, identifier: '86-13800000001', codeKey: sent[0].input.codeKey, transactionPassword: '135790' },
    ]);
    // The attempt is the amount and the card: another password is a retry of the same withdrawal.
    expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[2].idempotencyKey).toBe(sent[0].idempotencyKey);

    expect(await screen.findByText('Awaiting payout', { selector: '.ant-result-title' }, { timeout: 15_000 })).toBeTruthy();
    expect(currentStep()).toBe('Platform pays out');
  });

  it('an expired or used identity code key sends the member back to the identity dialog with the server\'s message', async () => {
    const sent: Sent[] = [];
    const { router } = renderCash('/cash', [
      {
        request: { query: CreateWithdrawalMutation, variables: (v: Sent) => (sent.push(v), true) },
        result: { errors: [new GraphQLError('The verification has expired, please verify again', { extensions: { code: 'SERVICE_ERROR', status: 400, reason: 'codeKeyInvalid' } })] },
      },
      { request: { query: CreateWithdrawalMutation, variables: (v: Sent) => (sent.push(v), true) }, result: { data: { createWithdrawal: withdrawal() } } },
      withdrawalMock(withdrawal()),
    ]);
    await fillAndNext();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Code verified' }));
    fireEvent.change(await screen.findByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(submitButton());

    // Back to the identity dialog, the message kept.
    fireEvent.click(await screen.findByRole('button', { name: 'Code verified' }));
    expect(screen.getByTestId('withdraw-error').textContent).toContain('The verification has expired, please verify again');
    fireEvent.change(await screen.findByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(sent[1].input.codeKey).not.toBe(sent[0].input.codeKey);
    // A new code key proves the identity again for the same withdrawal: the same attempt, the same key (had the
    // first request been applied, the services answer with that withdrawal instead of making a second one).
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
  });

  it('keeps the key through Back and a new identity verification after a lost answer; a new key only for another amount or card', async () => {
    const sent: Sent[] = [];
    const { router } = renderCash('/cash', [
      {
        request: { query: CreateWithdrawalMutation, variables: (v: Sent) => v.input.amountFen === 20_000 && (sent.push(v), true) },
        maxUsageCount: Number.POSITIVE_INFINITY,
        error: new Error('Failed to fetch'),
      },
      {
        request: { query: CreateWithdrawalMutation, variables: (v: Sent) => v.input.amountFen === 30_000 && (sent.push(v), true) },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (v: Record<string, unknown>) => ({ data: { createWithdrawal: withdrawal({ amountFen: (v as Sent).input.amountFen, bankCardId: (v as Sent).input.bankCardId }) } }),
      },
      withdrawalMock(withdrawal()),
    ]);
    /** From the confirmation: identity verified again, the password, submit; waits for the request to be sent. */
    const verifyAndSubmit = async () => {
      const before = sent.length;
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Code verified' }));
      fireEvent.change(await screen.findByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(sent).toHaveLength(before + 1));
      await screen.findByTestId('withdraw-error');
    };
    /** Back to the form, another amount and card (when given), Next. */
    const backToForm = async (amount: string, cardLast4?: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
      fireEvent.change(await screen.findByLabelText('Withdrawal amount (yuan)'), { target: { value: amount } });
      if (cardLast4) fireEvent.click(screen.getByRole('radio', { name: new RegExp(cardLast4) }));
      const agreement = screen.getByRole('checkbox') as HTMLInputElement;
      if (!agreement.checked) fireEvent.click(agreement);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    };

    await fillAndNext();
    await verifyAndSubmit();
    // The answer was lost. Back from the password step to the confirmation, a new identity code, the same request.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await verifyAndSubmit();
    // Back to the form and Next with the same amount and card: still the same withdrawal.
    await backToForm('200');
    await verifyAndSubmit();
    expect(new Set(sent.map((s) => s.input.codeKey)).size).toBe(3);
    expect(sent.map((s) => s.idempotencyKey)).toEqual([sent[0].idempotencyKey, sent[0].idempotencyKey, sent[0].idempotencyKey]);

    // Another card is another withdrawal; so is another amount.
    await backToForm('200', '1234');
    await verifyAndSubmit();
    expect(sent[3].input).toMatchObject({ amountFen: 20_000, bankCardId: 11 });
    expect(sent[3].idempotencyKey).not.toBe(sent[0].idempotencyKey);
    await backToForm('300');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Code verified' }));
    fireEvent.change(await screen.findByLabelText('Transaction password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(sent[4].input).toMatchObject({ amountFen: 30_000, bankCardId: 11 });
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(3);
  });

  it('cancelling the identity dialog returns to the confirmation, and Back to the form with the amount kept', async () => {
    renderCash('/cash');
    await fillAndNext('300.5');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Withdrawal amount (yuan)')) as HTMLInputElement).value).toBe('300.5');
  });
});

describe('CashPage, steps 2-3 from the withdrawal state', { timeout: 60_000 }, () => {
  it('paying: step 2 with its status', async () => {
    renderCash('/cash?id=9', [withdrawalMock(withdrawal({ state: 'paying', status: '1', payingAt: Date.now() }))]);
    expect(await screen.findByText('Payment in progress', { selector: '.ant-result-title' })).toBeTruthy();
    expect(currentStep()).toBe('Platform pays out');
    expect(within(screen.getByTestId('withdrawal-details')).getByText('Paying')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New withdrawal' })).toBeNull();
  });

  it('paid: arrival, the amount received and the bank reference', async () => {
    renderCash('/cash?id=9', [withdrawalMock(withdrawal({ state: 'paid', status: '2', payingAt: Date.now() - 1000, arrivedAt: Date.now(), bankReference: 'BK20261123001' }))]);
    expect(await screen.findByText('¥199.80 has been paid to your card China Merchants Bank ****5678.')).toBeTruthy();
    expect(currentStep()).toBe('Arrival');
    expect(document.querySelector('.ant-steps-item-active')?.classList.contains('ant-steps-item-finish')).toBe(true);
    const details = screen.getByTestId('withdrawal-details');
    expect(within(details).getByText('BK20261123001')).toBeTruthy();
    expect(within(details).getByText('Handling fee (0.1%)')).toBeTruthy();
    expect(within(details).getByText('¥0.20')).toBeTruthy();
  });

  it('failed: the reason and the released hold', async () => {
    renderCash('/cash?id=9', [withdrawalMock(withdrawal({ state: 'failed', status: '3', reason: 'The card was closed' }))]);
    expect(await screen.findByText('Withdrawal failed')).toBeTruthy();
    expect(screen.getByText('The card was closed. The held ¥200.00 is back in your CNY wallet.')).toBeTruthy();
    expect(currentStep()).toBe('Arrival');
    expect(document.querySelector('.ant-steps-item-active')?.classList.contains('ant-steps-item-error')).toBe(true);
    expect(screen.getByRole('button', { name: 'New withdrawal' })).toBeTruthy();
  });
});
