import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { rechargeOrderLifecycle, REMITTANCE_STATES } from '../../../machines/wallet/recharge-order.machine';
import { serverWorkflow } from '@/entities/workflow/workflow-test-support';
import { i18n } from '@/lib/i18n';
import { SignedUrlQuery } from '@/components/upload/upload.operation';
import { CancelRechargeOrderMutation } from './cancel-recharge-order.mutation';
import { ConfirmRechargeTransferMutation } from './confirm-recharge-transfer.mutation';
import { CreateRechargeOrderMutation } from './create-recharge-order.mutation';
import { RechargePage } from './recharge-page';
import { RechargeFlowOrderQuery } from './recharge-order.query';
import { SubmitRechargeVoucherMutation } from './submit-recharge-voucher.mutation';
import { cardsMock, configMock, realNameMock, renderAt } from './wallet-flows-test-support';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

type HistoryRow = { event: string; from?: string | null; to: string; actorRole?: string; reason?: string | null };

/**
 * An order as the gateway answers it to its owner, with the workflow the services would compute for them (the deadline
 * while the remittance window runs; `history` when the path to the state matters, e.g. a rejected voucher).
 */
function order(over: Record<string, unknown> = {}, history?: HistoryRow[]) {
  const fields = {
    __typename: 'RechargeOrder',
    id: 5,
    orderNo: 'R202611220005',
    status: '0',
    state: 'awaitingTransfer',
    amountFen: 50_000,
    bankCardId: 12,
    cardBankName: 'China Merchants Bank',
    cardLast4: '5678',
    remarkCode: 'RC7Q2K',
    transferReference: null as string | null,
    voucherKey: null as string | null,
    reason: null as string | null,
    deadlineAt: Date.now() + 24 * HOUR - 5_000,
    createdAt: Date.now() - 5_000,
    submittedAt: null as number | null,
    completedAt: null as number | null,
    ...over,
  };
  const state = String(fields.state);
  const context = {
    amountFen: fields.amountFen,
    bankCardId: fields.bankCardId,
    transferReference: fields.transferReference,
    voucherKey: fields.voucherKey,
    submissions: fields.submittedAt != null ? 1 : 0,
    reason: fields.reason,
  };
  const remitting = (REMITTANCE_STATES as readonly string[]).includes(state);
  return {
    ...fields,
    workflow: serverWorkflow(rechargeOrderLifecycle, { entityId: fields.id, value: state, context, created: 'order.create', history, deadlineAt: remitting ? fields.deadlineAt : null }),
  };
}

const orderMock = (data: ReturnType<typeof order>): MockLink.MockedResponse => ({
  request: { query: RechargeFlowOrderQuery, variables: { id: data.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { rechargeOrder: data } },
});

const base = [realNameMock('verified'), cardsMock(), configMock];

function renderRecharge(path: string, mocks: MockLink.MockedResponse[]) {
  return renderAt(<RechargePage />, path, '/recharge', [...base, ...mocks]);
}

/** The title of the step antd marks as the current one. */
function currentStep(): string | null | undefined {
  return document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
}

const nextButton = () => screen.getByRole('button', { name: /^(loading )?Next$/ });

describe('RechargePage, step 1 (filling)', { timeout: 60_000 }, () => {
  it('stops a member without a verified real name, and one without a verified card with a link to the bank cards', async () => {
    const first = renderAt(<RechargePage />, '/recharge', '/recharge', [realNameMock('inReview'), cardsMock(), configMock]);
    expect(await screen.findByText('Real-name verification required to proceed')).toBeTruthy();
    expect(screen.queryByLabelText('Recharge amount (yuan)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/personal/accountManagement/account/realNameAuth'));
    cleanup();

    const second = renderAt(<RechargePage />, '/recharge', '/recharge', [realNameMock('verified'), cardsMock([{ id: 13, status: 'verifying', last4: '9999', isDefault: true }]), configMock]);
    expect(await screen.findByText('Bind a verified bank card first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to my bank cards' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/personal/accountManagement/account/bankCardAuth'));
  });

  it('shows the rule texts: amount required, at least 1 yuan, 2 decimals, the agreement; the default card is preselected', async () => {
    renderRecharge('/recharge', []);
    const amount = await screen.findByLabelText('Recharge amount (yuan)');
    expect(currentStep()).toBe('Fill in information');
    // Only verified cards, the default one chosen.
    expect((screen.getByRole('radio', { name: /5678/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /1234/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('radio', { name: /9999/ })).toBeNull();
    const agreement = screen.getByRole('link', { name: 'Recharge Agreement' });
    expect(agreement.getAttribute('href')).toBe('/agreement/recharge');
    expect(agreement.getAttribute('target')).toBe('_blank');

    fireEvent.click(nextButton());
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(await screen.findByText('Please read and accept the recharge agreement')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0.99' } });
    expect(await screen.findByText('The amount must be at least 1.00 yuan')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1.005' } });
    expect(await screen.findByText('Enter the amount in yuan with at most 2 decimals')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByText('Enter the amount in yuan with at most 2 decimals')).toBeNull());
  });

  it('keeps one idempotency key per attempt: a retry of the same amount and card reuses it, another amount gets a new one', async () => {
    const keys: string[] = [];
    const createMock = (amountFen: number, outcome: 'network' | 'ok'): MockLink.MockedResponse => ({
      request: {
        query: CreateRechargeOrderMutation,
        variables: (v: { input: { amountFen: number; bankCardId: number }; idempotencyKey: string }) => {
          if (v.input.amountFen !== amountFen || v.input.bankCardId !== 12) return false;
          keys.push(v.idempotencyKey);
          return true;
        },
      },
      ...(outcome === 'network' ? { error: new Error('Failed to fetch') } : { result: { data: { createRechargeOrder: order({ amountFen }) } } }),
    });
    const { router } = renderRecharge('/recharge', [createMock(50_000, 'network'), createMock(60_000, 'network'), createMock(60_000, 'ok'), orderMock(order({ amountFen: 60_000 }))]);
    const amount = await screen.findByLabelText('Recharge amount (yuan)');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(nextButton());
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(nextButton().classList.contains('ant-btn-loading')).toBe(false));

    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(nextButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(nextButton().classList.contains('ant-btn-loading')).toBe(false));
    // The lost answer: the same attempt again.
    fireEvent.click(nextButton());
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The order's step 2, from the server's state.
    expect(await screen.findByText('RC7Q2K', {}, { timeout: 15_000 })).toBeTruthy();
    expect(currentStep()).toBe('Transfer');
  });
});

describe('RechargePage, steps from the order state', { timeout: 60_000 }, () => {
  it('awaitingTransfer: the recipient account with copy buttons, the remark code, a live countdown; "I have transferred" leads to the voucher', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const waiting = order();
    renderRecharge('/recharge?id=5', [
      orderMock(waiting),
      { request: { query: ConfirmRechargeTransferMutation, variables: { id: 5 } }, result: { data: { confirmRechargeTransfer: order({ state: 'awaitingProof', status: '1' }) } } },
    ]);
    const recipient = await screen.findByTestId('recharge-recipient');
    expect(currentStep()).toBe('Transfer');
    expect(within(recipient).getByText('Portal Platform Ltd')).toBeTruthy();
    expect(within(recipient).getByText('6222020200112233445')).toBeTruthy();
    expect(within(recipient).getByText('ICBC')).toBeTruthy();
    expect(within(recipient).getByText('500.00')).toBeTruthy();
    expect(within(recipient).getByText('RC7Q2K')).toBeTruthy();
    expect(screen.getByTestId('deadline-countdown').textContent).toMatch(/^23:59:5\d left$/);

    fireEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('6222020200112233445');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Remark code' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(await screen.findByLabelText('Transfer reference number')).toBeTruthy();
    expect(currentStep()).toBe('Submit voucher');
  });

  it('shows only what the server offers: an order whose workflow lists no cancel has no cancel button', async () => {
    const waiting = order();
    // The machine would take order.cancel here; this server does not offer it to the member.
    renderRecharge('/recharge?id=5', [orderMock({ ...waiting, workflow: { ...waiting.workflow, availableEvents: ['transfer.confirm', 'voucher.submit'] } })]);
    expect(await screen.findByTestId('recharge-recipient')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I have transferred' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancel asks first, then shows the cancelled order with "create a new order"', async () => {
    const waiting = order();
    const { router } = renderRecharge('/recharge?id=5', [
      orderMock(waiting),
      { request: { query: CancelRechargeOrderMutation, variables: { id: 5 } }, result: { data: { cancelRechargeOrder: order({ state: 'failed', status: '4', reason: 'cancelled' }) } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Cancel this recharge order?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    expect(document.querySelector('.ant-steps-item-active')?.classList.contains('ant-steps-item-error')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create a new order' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Recharge amount (yuan)')).toBeTruthy();
  });

  it('awaitingProof after a rejection: "Transfer rejected - Take action" with the reason, the rule texts, and a resubmission', async () => {
    const voucher = { voucherKey: 'auth/3_1_voucher.png', transferReference: 'TX20261122001', submittedAt: Date.now() - HOUR };
    const reason = 'the amount on the voucher differs';
    // The last step of the history is operations' rejection: that is what the page says "Transfer rejected" about.
    const rejected = order({ state: 'awaitingProof', status: '1', reason, ...voucher }, [
      { event: 'entity.create', to: 'filling' },
      { event: 'order.create', from: 'filling', to: 'awaitingTransfer' },
      { event: 'voucher.submit', from: 'awaitingTransfer', to: 'awaitingReview' },
      { event: 'review.reject', from: 'awaitingReview', to: 'awaitingProof', actorRole: 'operations', reason },
    ]);
    let sent: unknown = null;
    renderRecharge('/recharge?id=5', [
      orderMock(rejected),
      { request: { query: SignedUrlQuery, variables: { objectKey: 'auth/3_1_voucher.png' } }, maxUsageCount: 5, result: { data: { signedUrl: 'https://store.example/voucher.png' } } },
      {
        request: {
          query: SubmitRechargeVoucherMutation,
          variables: (v: Record<string, unknown>) => {
            sent = v;
            return true;
          },
        },
        result: { data: { submitRechargeVoucher: order({ ...voucher, state: 'awaitingReview', status: '2', transferReference: 'TX20261122002' }) } },
      },
    ]);
    const alert = await screen.findByTestId('recharge-rejected');
    expect(alert.textContent).toContain('Transfer rejected - Take action');
    expect(alert.textContent).toContain('the amount on the voucher differs');
    expect(currentStep()).toBe('Submit voucher');
    const reference = screen.getByLabelText('Transfer reference number') as HTMLInputElement;
    expect(reference.value).toBe('TX20261122001');

    fireEvent.change(reference, { target: { value: '' } });
    expect(await screen.findByText('Please enter the transfer reference number')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'TX 1' } });
    expect(await screen.findByText('The transfer reference is 6-40 letters or digits')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'TX20261122002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(sent).toEqual({ id: 5, transferReference: 'TX20261122002', voucherKey: 'auth/3_1_voucher.png' });
    expect(screen.getByText(/within 1-3 working days/)).toBeTruthy();
    expect(currentStep()).toBe('Review');
  });

  it('awaitingProof without a voucher asks for the screenshot', async () => {
    renderRecharge('/recharge?id=5', [orderMock(order({ state: 'awaitingProof', status: '1' }))]);
    fireEvent.change(await screen.findByLabelText('Transfer reference number'), { target: { value: 'TX20261122009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload the screenshot of the transfer voucher')).toBeTruthy();
    expect(screen.queryByTestId('recharge-rejected')).toBeNull();
  });

  it('done: the credited amount and a link to the wallet', async () => {
    const { router } = renderRecharge('/recharge?id=5', [orderMock(order({ state: 'done', status: '3', transferReference: 'TX20261122001', submittedAt: Date.now() - HOUR, completedAt: Date.now() }))]);
    expect(await screen.findByText('Recharge completed')).toBeTruthy();
    expect(screen.getByText('¥500.00 has been credited to your CNY wallet.')).toBeTruthy();
    expect(document.querySelector('.ant-steps-item-active')?.classList.contains('ant-steps-item-finish')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to my wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/wallet/fiatWallet'));
  });

  it('failed after the window: "Payment Window Expired" and no transfer actions', async () => {
    renderRecharge('/recharge?id=5', [orderMock(order({ state: 'failed', status: '4', reason: 'expired', deadlineAt: Date.now() - HOUR }))]);
    expect(await screen.findByText('Payment Window Expired')).toBeTruthy();
    expect(currentStep()).toBe('Review');
    expect(screen.queryByRole('button', { name: 'I have transferred' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create a new order' })).toBeTruthy();
  });

  it('reads the order again when the countdown ends (the services apply the deadline)', async () => {
    let reads = 0;
    const dueSoon = order({ deadlineAt: Date.now() + 1_500 });
    renderRecharge('/recharge?id=5', [
      {
        request: { query: RechargeFlowOrderQuery, variables: { id: 5 } },
        maxUsageCount: 2,
        result: () => {
          reads += 1;
          return { data: { rechargeOrder: reads === 1 ? dueSoon : order({ deadlineAt: dueSoon.deadlineAt, state: 'failed', status: '4', reason: 'expired' }) } };
        },
      },
    ]);
    expect(await screen.findByText('RC7Q2K')).toBeTruthy();
    expect(await screen.findByText('Payment Window Expired', {}, { timeout: 15_000 })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('an order that is not the member\'s (404) shows "not found"', async () => {
    renderRecharge('/recharge?id=77', [
      { request: { query: RechargeFlowOrderQuery, variables: { id: 77 } }, result: { errors: [new GraphQLError('Not found', { extensions: { code: 'SERVICE_ERROR', status: 404 } })] } },
    ]);
    expect(await screen.findByText('Recharge order not found')).toBeTruthy();
  });
});
