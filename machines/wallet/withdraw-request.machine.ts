/**
 * Asking for a withdrawal in the browser (spec section 2 "/cash" step 1, section 6): before the withdrawal exists
 * on the server the member enters the amount and the receiving card, sees the handling fee and what arrives,
 * proves their identity (the withdraw-identity dialog: a code to the bound phone or e-mail) and enters the
 * transaction password.
 *
 *   editing → (withdraw.next) confirming (fee and amount received) → (withdraw.confirm) verifyingIdentity
 *   verifyingIdentity → (identity.verified) enteringPassword | (identity.cancelled) confirming
 *   enteringPassword → (withdraw.password) submitting: `submitWithdrawal` | (withdraw.back) confirming
 *   submitting → (withdraw.submitted) submitted (the withdrawal lifecycle, withdrawal.machine.ts, takes over)
 *             → (withdraw.failed) enteringPassword with the server's message
 *             → (identity.expired) verifyingIdentity (the code key was used or is too old: verify again)
 */
import { assign, setup } from 'xstate';
import type { RuleError } from '../rules/messages';
import { minWithdrawalFen, validateAmountFen, withdrawalFee } from '../rules/money';
import { validateTransactionPassword } from '../rules/validation';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type WithdrawRequestContext = {
  availableFen: number;
  feeRateBp: number;
  amountFen: number;
  feeFen: number;
  bankCardId: number | null;
  identifier: string | null;
  codeKey: string | null;
  withdrawalId: number | null;
  error: RuleError | { message: string } | null;
};

export type WithdrawRequestInput = { availableFen: number; feeRateBp: number };

export type WithdrawRequestEvent =
  | { type: 'withdraw.next'; amountFen: number; bankCardId: number }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.back' }
  | { type: 'identity.verified'; identifier: string; codeKey: string }
  | { type: 'identity.cancelled' }
  | { type: 'identity.expired'; message: string }
  | { type: 'withdraw.password'; password: string }
  | { type: 'withdraw.submitted'; withdrawalId: number }
  | { type: 'withdraw.failed'; message: string };

/** The first rule a withdrawal request breaks (within the available balance, more than the fee), or null. */
export function withdrawRequestError(availableFen: number, feeRateBp: number, amountFen: unknown): RuleError | null {
  return validateAmountFen(amountFen, { minFen: minWithdrawalFen(feeRateBp), maxFen: availableFen });
}

export const withdrawRequestMachine = setup({
  types: {
    context: {} as WithdrawRequestContext,
    events: {} as WithdrawRequestEvent,
    input: {} as WithdrawRequestInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the page provides.
    /** Opens the withdraw-identity dialog (machines/account/withdraw-identity.machine.ts). */
    openIdentity: () => {},
    /** Posts the withdrawal (amount, card, identifier, code key, password) with one idempotency key per attempt. */
    submitWithdrawal: () => {},
    assignRequest: assign(({ context, event }) =>
      event.type === 'withdraw.next'
        ? { amountFen: event.amountFen, bankCardId: event.bankCardId, feeFen: withdrawalFee(event.amountFen, context.feeRateBp), error: null }
        : {},
    ),
    assignIdentity: assign(({ event }) => (event.type === 'identity.verified' ? { identifier: event.identifier, codeKey: event.codeKey } : {})),
    forgetIdentity: assign(({ event }) => ({ identifier: null, codeKey: null, error: event.type === 'identity.expired' ? { message: event.message } : null })),
    assignServerError: assign(({ event }) => (event.type === 'withdraw.failed' ? { error: { message: event.message } } : {})),
    assignWithdrawal: assign(({ event }) => (event.type === 'withdraw.submitted' ? { withdrawalId: event.withdrawalId, error: null } : {})),
    clearError: assign({ error: null }),
  },
  guards: {
    isRequestValid: ({ context, event }) =>
      event.type === 'withdraw.next' && Number.isSafeInteger(event.bankCardId) && event.bankCardId > 0 && withdrawRequestError(context.availableFen, context.feeRateBp, event.amountFen) === null,
    isIdentityValid: ({ event }) => event.type === 'identity.verified' && event.identifier.trim() !== '' && event.codeKey.trim() !== '',
    isPasswordValid: ({ event }) => event.type === 'withdraw.password' && validateTransactionPassword(event.password) === null,
  },
}).createMachine({
  id: 'withdrawRequest',
  context: ({ input }) => ({
    availableFen: input.availableFen,
    feeRateBp: input.feeRateBp,
    amountFen: 0,
    feeFen: 0,
    bankCardId: null,
    identifier: null,
    codeKey: null,
    withdrawalId: null,
    error: null,
  }),
  meta: {
    title: { zh: '申请提现', en: 'Asking for a withdrawal' },
    description: {
      zh: '填写金额和收款银行卡，确认手续费和到账金额，验证身份并输入交易密码后提交。',
      en: 'The amount and the receiving card, the fee and the amount received, identity and the transaction password, then submit.',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      meta: { step: 0, ...d('填写提现金额（不超过可用余额）并选择收款银行卡。', 'The amount (up to the available balance) and the receiving card.') },
      on: { 'withdraw.next': { guard: 'isRequestValid', target: 'confirming', actions: 'assignRequest' } },
    },
    confirming: {
      meta: { step: 0, ...d('确认提现金额、手续费和实际到账金额。', 'Confirm the amount, the handling fee and the amount received.') },
      on: {
        'withdraw.confirm': { target: 'verifyingIdentity', actions: 'openIdentity' },
        'withdraw.back': { target: 'editing', actions: 'clearError' },
      },
    },
    verifyingIdentity: {
      meta: { step: 0, ...d('身份验证：向已绑定的手机或邮箱发送验证码。', 'Identity: a code to the bound phone or e-mail.') },
      on: {
        'identity.verified': { guard: 'isIdentityValid', target: 'enteringPassword', actions: 'assignIdentity' },
        'identity.cancelled': { target: 'confirming', actions: 'forgetIdentity' },
      },
    },
    enteringPassword: {
      meta: { step: 0, ...d('输入6位交易密码。', 'Enter the 6-digit transaction password.') },
      on: {
        'withdraw.password': { guard: 'isPasswordValid', target: 'submitting', actions: ['clearError', 'submitWithdrawal'] },
        'withdraw.back': { target: 'confirming', actions: 'forgetIdentity' },
      },
    },
    submitting: {
      meta: { step: 0, ...d('正在提交提现申请……', 'Submitting the withdrawal…') },
      on: {
        'withdraw.submitted': { target: 'submitted', actions: 'assignWithdrawal' },
        'withdraw.failed': { target: 'enteringPassword', actions: 'assignServerError' },
        'identity.expired': { target: 'verifyingIdentity', actions: ['forgetIdentity', 'openIdentity'] },
      },
    },
    submitted: {
      meta: { step: 1, ...d('已提交：金额已冻结，等待平台打款。', 'Submitted: the amount is held until the platform pays out.') },
      type: 'final',
    },
  },
});

export type WithdrawRequestMachine = typeof withdrawRequestMachine;
