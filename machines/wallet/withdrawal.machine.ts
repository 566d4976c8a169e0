/**
 * A withdrawal (spec sections 2, 3, 4 and 9): money leaves the CNY wallet for the member's verified card.
 *
 *   filling → (withdraw.submit) awaitingPayout (0): `holdFunds` moves the amount from the member's CNY wallet to
 *             the platform's pending-withdrawals account at once (the member sees it as held)
 *   awaitingPayout → (payout.start) paying (1): operations begin the bank transfer; whoever does it is recorded
 *   paying → (payout.paid) paid (2): `settlePayout` moves the held amount to bank clearing (amount less fee) and
 *            the platform's fee account (the fee); needs the bank reference, and above `fourEyesFen` a second person
 *   awaitingPayout | paying → (payout.fail) failed (3): `releaseHold` returns the whole amount to the wallet
 *
 * The ledger effects (`holdFunds`, `settlePayout`, `releaseHold`) run inside the database transaction that
 * stores the new state (services/wallet/withdrawal.service.ts). The four-eyes rule is a guard here, so the
 * machine, its model tests and the server agree on it.
 */
import { assign, setup } from 'xstate';
import { validateAmountFen } from '../rules/money';
import { validateBankReference, validateReason } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type WithdrawalContext = {
  amountFen: number;
  feeFen: number;
  feeRateBp: number;
  bankCardId: number | null;
  /** Above this amount the person who started the payout may not also mark it paid. */
  fourEyesFen: number;
  /** Who started the payout (operations user id). */
  startedBy: number | null;
  paidBy: number | null;
  bankReference: string | null;
  reason: string | null;
};

export type WithdrawalInput = { fourEyesFen: number };

export type WithdrawalEvent =
  | { type: 'withdraw.submit'; amountFen: number; feeFen: number; feeRateBp: number; bankCardId: number }
  | { type: 'payout.start'; actorId: number }
  | { type: 'payout.paid'; actorId: number; bankReference: string }
  | { type: 'payout.fail'; actorId: number; reason: string };

const isSubmitValid = (e: WithdrawalEvent) =>
  e.type === 'withdraw.submit' &&
  validateAmountFen(e.amountFen) === null &&
  Number.isSafeInteger(e.feeFen) && e.feeFen >= 0 && e.feeFen < e.amountFen &&
  Number.isSafeInteger(e.feeRateBp) && e.feeRateBp >= 0 &&
  Number.isSafeInteger(e.bankCardId) && e.bankCardId > 0;

/** Whether `actorId` may mark the payout paid: anyone at or below the threshold, else not the one who started it. */
export function mayMarkPaid(context: Pick<WithdrawalContext, 'amountFen' | 'fourEyesFen' | 'startedBy'>, actorId: number): boolean {
  return context.amountFen <= context.fourEyesFen || context.startedBy !== actorId;
}

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Ledger effects, run by the services inside the transaction that stores the state.
    holdFunds: () => {},
    settlePayout: () => {},
    releaseHold: () => {},
    assignRequest: assign(({ event }) =>
      event.type === 'withdraw.submit' ? { amountFen: event.amountFen, feeFen: event.feeFen, feeRateBp: event.feeRateBp, bankCardId: event.bankCardId } : {},
    ),
    assignStarter: assign(({ event }) => (event.type === 'payout.start' ? { startedBy: event.actorId } : {})),
    assignPaid: assign(({ event }) => (event.type === 'payout.paid' ? { paidBy: event.actorId, bankReference: event.bankReference.trim() } : {})),
    assignReason: assign(({ event }) => (event.type === 'payout.fail' ? { reason: event.reason.trim() } : {})),
  },
  guards: {
    isSubmitValid: ({ event }) => isSubmitValid(event),
    isPaidValid: ({ context, event }) =>
      event.type === 'payout.paid' && validateBankReference(event.bankReference) === null && mayMarkPaid(context, event.actorId),
    hasReason: ({ event }) => event.type === 'payout.fail' && validateReason(event.reason) === null,
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    amountFen: 0,
    feeFen: 0,
    feeRateBp: 0,
    bankCardId: null,
    fourEyesFen: input.fourEyesFen,
    startedBy: null,
    paidBy: null,
    bankReference: null,
    reason: null,
  }),
  meta: {
    title: { zh: '提现', en: 'Withdrawal' },
    description: {
      zh: '填写金额与收款银行卡，确认手续费，验证身份和交易密码后冻结金额；平台打款（1-2个工作日）后到账，失败则解冻退回。',
      en: 'Enter the amount and the receiving card, confirm the fee, prove identity and the transaction password; the amount is held; the platform pays out (1-2 working days), or a failure releases the hold.',
    },
  },
  initial: 'filling',
  states: {
    filling: {
      meta: { label: { zh: '填写中', en: 'Filling in' }, step: 0, ...d('第一步：填写提现金额，选择收款银行卡，确认手续费。', 'Step 1: the amount, the receiving card and the handling fee.') },
      on: { 'withdraw.submit': { guard: 'isSubmitValid', target: 'awaitingPayout', actions: ['assignRequest', 'holdFunds'] } },
    },
    awaitingPayout: {
      meta: { label: { zh: '待打款', en: 'Awaiting payout' }, step: 1, ...d('待打款：金额已冻结，等待平台打款（1-2个工作日）。', 'Awaiting payout: the amount is held until the platform pays (1-2 working days).') },
      on: {
        'payout.start': { target: 'paying', actions: 'assignStarter' },
        'payout.fail': { guard: 'hasReason', target: 'failed', actions: ['assignReason', 'releaseHold'] },
      },
    },
    paying: {
      meta: { label: { zh: '打款中', en: 'Paying' }, step: 1, ...d('打款中：平台正在向银行卡打款。', 'Paying: the platform is transferring to the card.') },
      on: {
        'payout.paid': { guard: 'isPaidValid', target: 'paid', actions: ['assignPaid', 'settlePayout'] },
        'payout.fail': { guard: 'hasReason', target: 'failed', actions: ['assignReason', 'releaseHold'] },
      },
    },
    paid: {
      meta: { label: { zh: '已到账', en: 'Paid' }, step: 2, ...d('已到账：扣除手续费后的金额已打到银行卡。', 'Paid: the amount less the fee has reached the card.') },
      type: 'final',
    },
    failed: {
      meta: { label: { zh: '失败', en: 'Failed' }, step: 2, ...d('失败：打款未成功，冻结金额已退回钱包。', 'Failed: the payout did not go through; the held amount is back in the wallet.') },
      type: 'final',
    },
  },
});

export type WithdrawalMachine = typeof withdrawalMachine;

/** Spec 3 "withdraw status" code of each stored state (`filling` is never stored). */
export const WITHDRAW_STATUS_CODE = { awaitingPayout: '0', paying: '1', paid: '2', failed: '3' } as const;
export type StoredWithdrawalState = keyof typeof WITHDRAW_STATUS_CODE;
export const WITHDRAWAL_STATES = Object.keys(WITHDRAW_STATUS_CODE) as StoredWithdrawalState[];
/** States whose amount is still held (shown as "held" beside the available balance). */
export const HELD_STATES = ['awaitingPayout', 'paying'] as const satisfies readonly StoredWithdrawalState[];

/** Who may send each event of a withdrawal, and its name (docs/workflow.md). */
export const withdrawalLifecycle = defineLifecycle('withdrawal', withdrawalMachine, {
  'withdraw.submit': { by: ['member'], input: true, label: { zh: '提交提现', en: 'Submit the withdrawal' } },
  'payout.start': { by: ['operations'], label: { zh: '开始打款', en: 'Start the payout' } },
  // The four-eyes guard reads who asks: probe with the caller and a well-formed bank reference.
  'payout.paid': {
    by: ['operations'],
    input: true,
    label: { zh: '确认已到账', en: 'Mark as paid' },
    probe: (actorId) => ({ type: 'payout.paid' as const, actorId: actorId ?? 0, bankReference: 'REF00000001' }),
  },
  'payout.fail': { by: ['operations'], input: true, label: { zh: '打款失败', en: 'Mark as failed' } },
});
