import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { i18n } from '@/lib/i18n';
import { availableEventsOf, nextEventsOf } from '../../../machines/shared/lifecycle';
import { withdrawalLifecycle, withdrawalMachine } from '../../../machines/wallet/withdrawal.machine';
import { FailWithdrawalMutation } from './fail-withdrawal.mutation';
import { MarkWithdrawalPaidMutation } from './mark-withdrawal-paid.mutation';
import { OpsWithdrawalQuery } from './ops-withdrawal.query';
import { OpsWithdrawalsQuery } from './ops-withdrawals.query';
import { dialogTitled, queryDialogTitled, renderWithMocks, selectOptionLabels, UUID } from './ops-test-support';
import { StartWithdrawalPayoutMutation } from './start-withdrawal-payout.mutation';
import { WithdrawalQueuePage } from './withdrawal-queue-page';

const session = vi.hoisted(() => ({ user: { id: '9' } }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ user: session.user }) }));

type State = 'awaitingPayout' | 'paying' | 'paid' | 'failed';
const CODE: Record<State, string> = { awaitingPayout: '0', paying: '1', paid: '2', failed: '3' };
const FOUR_EYES_FEN = 500000;
const CARD = '6222020200112233445';

type Server = {
  state: State;
  amountFen: number;
  startedBy: number | null;
  paidBy: number | null;
  reason: string | null;
  bankReference: string | null;
};

function withdrawal(s: Server) {
  const feeFen = Math.ceil(s.amountFen / 1000);
  return {
    __typename: 'Withdrawal',
    id: 11,
    orderNo: 'WD202601010011',
    status: CODE[s.state],
    state: s.state,
    amountFen: s.amountFen,
    feeFen,
    feeRateBp: 10,
    receivedFen: s.amountFen - feeFen,
    bankCardId: 3,
    cardBankName: 'Industrial and Commercial Bank of China',
    cardLast4: CARD.slice(-4),
    bankReference: s.bankReference,
    reason: s.reason,
    createdAt: 1767225600000,
    payingAt: s.startedBy ? 1767229200000 : null,
    arrivedAt: s.paidBy ? 1767232800000 : null,
  };
}

/** The withdrawal's workflow as the services compute it for the signed-in operator (docs/workflow.md). */
function workflow(s: Server) {
  const w = withdrawal(s);
  const context = { amountFen: w.amountFen, feeFen: w.feeFen, feeRateBp: 10, bankCardId: 3, fourEyesFen: FOUR_EYES_FEN, startedBy: s.startedBy, paidBy: s.paidBy, bankReference: s.bankReference, reason: s.reason };
  const snapshot = withdrawalMachine.resolveState({ value: s.state, context });
  return {
    __typename: 'Workflow',
    entityType: 'withdrawal',
    entityId: String(w.id),
    machineId: 'withdrawal',
    state: s.state,
    stateValue: JSON.stringify(s.state),
    context: JSON.stringify(context),
    version: 1,
    viewerRole: 'operations',
    availableEvents: availableEventsOf(withdrawalLifecycle, snapshot, 'operations', Number(session.user.id)),
    nextEvents: nextEventsOf(withdrawalLifecycle, snapshot).map((next) => ({ __typename: 'WorkflowNextEvent', ...next })),
    history: [{ __typename: 'WorkflowTransition', seq: 1, event: 'withdraw.submit', from: null, to: 'awaitingPayout', actorRole: 'member', actorId: null, reason: null, at: 1767225600000, hash: 'a'.repeat(64) }],
    deadlineAt: null,
  };
}

const payee = (s: Server) => ({
  __typename: 'OpsWithdrawal',
  userId: 42,
  memberPhone: '86-13800000042',
  memberEmail: null,
  cardholderName: '李四',
  cardNumber: CARD,
  startedBy: s.startedBy,
  paidBy: s.paidBy,
  fourEyesFen: FOUR_EYES_FEN,
});

/** The server's side of one withdrawal; the mutations move it as the services would and record what they got. */
function server(initial: Partial<Server> = {}) {
  const s: Server = { state: 'awaitingPayout', amountFen: 123456, startedBy: null, paidBy: null, reason: null, bankReference: null, ...initial };
  const calls = { start: 0, paid: [] as Array<{ bankReference: string; idempotencyKey: string }>, fail: [] as Array<{ reason: string; idempotencyKey: string }> };
  const paidAnswers: Array<'fourEyes' | 'ok'> = [];
  const answer = (key: string) => {
    return { data: { [key]: { ...withdrawal(s), workflow: workflow(s) } } };
  };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: OpsWithdrawalsQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: { opsWithdrawals: { __typename: 'OpsWithdrawalPage', total_record: 1, records: [{ ...payee(s), withdrawal: withdrawal(s) }] } } }),
    },
    {
      request: { query: OpsWithdrawalQuery, variables: { id: 11 } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({
        data: {
          opsWithdrawal: {
            __typename: 'OpsWithdrawalDetail',
            withdrawal: { ...payee(s), withdrawal: { ...withdrawal(s), workflow: workflow(s) } },
            history: [{ __typename: 'WalletTransition', seq: 1, event: 'withdraw.submit', from: 'requested', to: 'awaitingPayout', actorId: 42, actorRole: 'member', reason: null, at: 1767225600000 }],
          },
        },
      }),
    },
    {
      request: { query: StartWithdrawalPayoutMutation, variables: { id: 11 } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        calls.start += 1;
        Object.assign(s, { state: 'paying', startedBy: Number(session.user.id) });
        return answer('startWithdrawalPayout');
      },
    },
    {
      request: {
        query: MarkWithdrawalPaidMutation,
        variables: (v: Record<string, unknown>) => {
          calls.paid.push({ bankReference: String(v.bankReference), idempotencyKey: String(v.idempotencyKey) });
          return v.id === 11;
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        if (paidAnswers.shift() === 'fourEyes') {
          return { errors: [new GraphQLError('Another operator must mark this payout paid', { extensions: { code: 'SERVICE_ERROR', status: 403 } })] };
        }
        Object.assign(s, { state: 'paid', paidBy: Number(session.user.id), bankReference: calls.paid.at(-1)!.bankReference });
        return answer('markWithdrawalPaid');
      },
    },
    {
      request: {
        query: FailWithdrawalMutation,
        variables: (v: Record<string, unknown>) => {
          calls.fail.push({ reason: String(v.reason), idempotencyKey: String(v.idempotencyKey) });
          return v.id === 11;
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        Object.assign(s, { state: 'failed', reason: calls.fail.at(-1)!.reason });
        return answer('failWithdrawal');
      },
    },
  ];
  return { s, calls, paidAnswers, mocks };
}

async function openWithdrawal(mocks: MockLink.MockedResponse[]) {
  renderWithMocks(<WithdrawalQueuePage />, mocks);
  fireEvent.click(await screen.findByRole('button', { name: 'View order WD202601010011' }));
  const drawer = await dialogTitled('Withdrawal');
  await within(drawer).findByTestId('withdrawal-card-number');
  return drawer;
}

const button = (scope: HTMLElement, name: string) => within(scope).queryByRole('button', { name });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  session.user.id = '9';
});

describe('WithdrawalQueuePage', { timeout: 30_000 }, () => {
  it('lists withdrawals with amount, fee and amount to pay, and filters by the withdraw status codes', async () => {
    const { mocks } = server();
    renderWithMocks(<WithdrawalQueuePage />, mocks);
    const row = (await screen.findByText('WD202601010011')).closest('tr')!;
    expect(within(row).getByText('¥1,234.56')).toBeTruthy();
    expect(within(row).getByText('¥1.24')).toBeTruthy();
    expect(within(row).getByText('¥1,233.32')).toBeTruthy();
    expect(within(row).getByText('Awaiting payout')).toBeTruthy();
    expect(within(row).getByText('李四')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await screen.findByRole('listbox');
    expect(selectOptionLabels()).toEqual(['All', 'Awaiting payout', 'Paying', 'Paid', 'Failed']);
  });

  it('awaiting payout: the full card number to copy, then mark paying (confirmed), which allows mark paid', async () => {
    const { s, calls, mocks } = server();
    const drawer = await openWithdrawal(mocks);
    expect(within(drawer).getByTestId('withdrawal-card-number').textContent).toContain(CARD);
    expect(within(within(drawer).getByTestId('withdrawal-card-number')).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(drawer).getByText('¥1,233.32')).toBeTruthy();
    expect(within(drawer).getByText('¥1.24 (0.1%)')).toBeTruthy();
    expect(within(drawer).getByText('Industrial and Commercial Bank of China')).toBeTruthy();
    expect(button(drawer, 'Mark paid')).toBeNull();
    expect(button(drawer, 'Fail')).toBeTruthy();

    fireEvent.click(button(drawer, 'Mark paying')!);
    const confirm = await dialogTitled('Start the payout of WD202601010011?');
    expect(within(confirm).getByText(/Transfer ¥1,233.32 to 李四's card/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paying' }));
    await waitFor(() => expect(within(drawer).getByText('Paying', { selector: '.ant-tag' })).toBeTruthy());
    expect(await screen.findByText('Payout started', { selector: '.ant-message *' })).toBeTruthy();
    expect(calls.start).toBe(1);
    expect(s.state).toBe('paying');
    expect(button(drawer, 'Mark paying')).toBeNull();
    // At or below the four-eyes limit the starter may finish it.
    expect((button(drawer, 'Mark paid') as HTMLButtonElement).disabled).toBe(false);
    expect(within(drawer).queryByTestId('four-eyes-notice')).toBeNull();
  });

  it('above the four-eyes limit the operator who started the payout is told another must mark it paid', async () => {
    const { mocks } = server({ state: 'paying', amountFen: FOUR_EYES_FEN + 1, startedBy: 9 });
    const drawer = await openWithdrawal(mocks);
    const notice = within(drawer).getByTestId('four-eyes-notice');
    expect(notice.textContent).toContain('Another operator must mark this payout paid');
    expect(notice.textContent).toContain('above ¥5,000.00');
    expect((button(drawer, 'Mark paid') as HTMLButtonElement).disabled).toBe(true);
    expect(button(drawer, 'Fail')).toBeTruthy();
    expect(within(drawer).getByText(/you \(#9\)/)).toBeTruthy();
  });

  it('another operator marks it paid with a valid bank reference; the server refusal is shown; a retry keeps the key', async () => {
    session.user.id = '10';
    const { s, calls, paidAnswers, mocks } = server({ state: 'paying', amountFen: FOUR_EYES_FEN + 1, startedBy: 9 });
    paidAnswers.push('fourEyes', 'ok');
    const drawer = await openWithdrawal(mocks);
    expect(within(drawer).queryByTestId('four-eyes-notice')).toBeNull();
    fireEvent.click(button(drawer, 'Mark paid')!);
    const modal = await dialogTitled('Mark paid');
    const input = within(modal).getByLabelText('Bank reference');
    fireEvent.change(input, { target: { value: 'AB 1' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Mark paid' }));
    expect(await within(modal).findByText('The transfer reference is 6-40 letters or digits')).toBeTruthy();
    expect(calls.paid).toEqual([]);

    fireEvent.change(input, { target: { value: ' BOC2026010199 ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Mark paid' }));
    expect((await within(modal).findByRole('alert')).textContent).toContain('Another operator must mark this payout paid');
    expect(s.state).toBe('paying');

    fireEvent.click(within(modal).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(within(drawer).getByText('Paid', { selector: '.ant-tag' })).toBeTruthy());
    expect(await screen.findByText('Withdrawal marked paid', { selector: '.ant-message *' })).toBeTruthy();
    expect(calls.paid.map((c) => c.bankReference)).toEqual(['BOC2026010199', 'BOC2026010199']);
    expect(calls.paid[0].idempotencyKey).toMatch(UUID);
    expect(calls.paid[1].idempotencyKey).toBe(calls.paid[0].idempotencyKey);
    expect(queryDialogTitled('Mark paid')).toBeNull();
    expect(within(drawer).getByText('BOC2026010199')).toBeTruthy();
    for (const name of ['Mark paying', 'Mark paid', 'Fail']) expect(button(drawer, name)).toBeNull();
  });

  it('fails with a reason and a key; a failed withdrawal offers no action', async () => {
    const { calls, mocks } = server({ state: 'paying', startedBy: 9 });
    const drawer = await openWithdrawal(mocks);
    fireEvent.click(button(drawer, 'Fail')!);
    const modal = await dialogTitled('Fail');
    fireEvent.change(within(modal).getByLabelText('Reason (shown to the member)'), { target: { value: 'The card was closed by the bank' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(within(drawer).getByText('Failed', { selector: '.ant-tag' })).toBeTruthy());
    expect(await screen.findByText('Withdrawal marked failed', { selector: '.ant-message *' })).toBeTruthy();
    expect(calls.fail).toHaveLength(1);
    expect(calls.fail[0].reason).toBe('The card was closed by the bank');
    expect(calls.fail[0].idempotencyKey).toMatch(UUID);
    expect(within(drawer).getAllByText('The card was closed by the bank').length).toBeGreaterThan(0);
    for (const name of ['Mark paying', 'Mark paid', 'Fail']) expect(button(drawer, name)).toBeNull();
  });

  it('a paid withdrawal offers no action and shows who paid it', async () => {
    session.user.id = '10';
    const { mocks } = server({ state: 'paid', startedBy: 9, paidBy: 12, bankReference: 'ICBC778899' });
    const drawer = await openWithdrawal(mocks);
    expect(within(drawer).getByText('ICBC778899')).toBeTruthy();
    expect(within(drawer).getByText(/#12/)).toBeTruthy();
    for (const name of ['Mark paying', 'Mark paid', 'Fail']) expect(button(drawer, name)).toBeNull();
  });
});
