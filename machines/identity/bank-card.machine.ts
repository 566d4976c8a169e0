/**
 * One bank card of a member, verified by a micro-deposit (spec sections 3, 4, 5 and 8):
 *
 *   filling → (card.submit) verifying: the platform sends a random 0.01-0.99 yuan deposit (`sendDeposit`)
 *   verifying → (amount.correct) verified
 *             → (amount.wrong) verifying with one attempt less, or locked when none is left ('Amount exceeds
 *               limit': only removal)
 *             → (deposit.failed | ops.fail) failed ('Verification failed': edit the details or cancel)
 *             → (timer.expired) expired (the amount was not back-filled within DEPOSIT_VALID_DAYS; edit or cancel)
 *   failed | expired → (card.edit) verifying with a new deposit and fresh attempts, or (card.cancel | card.delete)
 *   verified → default.set / default.clear, (card.unlink) unlinked (the shell has checked the transaction password)
 *   locked → (card.delete) deleted
 *
 * The cardholder name is the member's verified real name, given as input and never changed by an event: our
 * reading of "not changeable after verification" (spec 3). "Only one card verifying at a time" spans cards,
 * so the services enforce it; whether the amount is right is decided by the services (the amount never reaches
 * the browser) and comes in as `amount.correct` / `amount.wrong`. Time is the event `timer.expired`.
 * The machine is the authority on the server (services/bank-cards) and tells the app which step and which
 * actions to show.
 */
import { assign, setup } from 'xstate';
import {
  AMOUNT_ATTEMPTS,
  lookupCardBin,
  normalizeCardNumber,
  validateBankMobile,
  validateBranchName,
  validateCardNumber,
} from '../rules/bank-card';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type BankCardDetails = { cardNumber: string; branchName: string; mobile: string };

export type BankCardContext = {
  /** The verified real name (fixed). */
  cardholderName: string;
  bankCode: string | null;
  cardType: string | null;
  last4: string | null;
  maxAttempts: number;
  attemptsLeft: number;
  isDefault: boolean;
  /** Why the verification failed (deposit failure, operations' reason, expiry). */
  reason: string | null;
};

export type BankCardInput = { cardholderName: string; maxAttempts?: number };

export type BankCardEvent =
  | ({ type: 'card.submit' } & BankCardDetails)
  | ({ type: 'card.edit' } & BankCardDetails)
  | { type: 'amount.correct' }
  | { type: 'amount.wrong' }
  | { type: 'deposit.failed'; reason: string }
  | { type: 'ops.fail'; reason: string }
  | { type: 'timer.expired' }
  | { type: 'card.cancel' }
  | { type: 'card.delete' }
  | { type: 'card.unlink' }
  | { type: 'default.set' }
  | { type: 'default.clear' };

/** The rules of the details form (the cardholder name is not part of it: it is the verified name). */
export function detailsValid(details: BankCardDetails): boolean {
  return validateCardNumber(details.cardNumber) === null && validateBranchName(details.branchName) === null && validateBankMobile(details.mobile) === null;
}

/** Bank code, card type and last four digits of the details of a submit or edit. */
function cardFacts(details: BankCardDetails): Pick<BankCardContext, 'bankCode' | 'cardType' | 'last4'> {
  const digits = normalizeCardNumber(details.cardNumber.trim());
  const bin = lookupCardBin(digits);
  return { bankCode: bin?.bank.code ?? null, cardType: bin?.type ?? null, last4: digits.slice(-4) };
}

export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the shell runs (after commit on the server).
    /** Sends a new random micro-deposit to the card and records it (the adapter of services/bank-cards). */
    sendDeposit: () => {},
    /** Tells the member the card is verified. */
    notifyVerified: () => {},
    // Context updates.
    assignDetails: assign(({ event }) => (event.type === 'card.submit' || event.type === 'card.edit' ? { ...cardFacts(event), reason: null } : {})),
    resetAttempts: assign(({ context }) => ({ attemptsLeft: context.maxAttempts })),
    spendAttempt: assign(({ context }) => ({ attemptsLeft: Math.max(0, context.attemptsLeft - 1) })),
    assignReason: assign(({ event }) => ('reason' in event ? { reason: event.reason } : {})),
    expiredReason: assign({ reason: 'expired' }),
    markDefault: assign({ isDefault: true }),
    clearDefault: assign({ isDefault: false }),
  },
  guards: {
    areDetailsValid: ({ event }) => (event.type === 'card.submit' || event.type === 'card.edit') && detailsValid(event),
    hasAttemptsLeft: ({ context }) => context.attemptsLeft > 1,
    isDefault: ({ context }) => context.isDefault,
    isNotDefault: ({ context }) => !context.isDefault,
    hasReason: ({ event }) => 'reason' in event && event.reason.trim() !== '',
  },
}).createMachine({
  id: 'bankCard',
  context: ({ input }) => ({
    cardholderName: input.cardholderName,
    bankCode: null,
    cardType: null,
    last4: null,
    maxAttempts: input.maxAttempts ?? AMOUNT_ATTEMPTS,
    attemptsLeft: input.maxAttempts ?? AMOUNT_ATTEMPTS,
    isDefault: false,
    reason: null,
  }),
  meta: {
    title: { zh: '银行卡绑定与小额打款验证', en: 'Bank card binding and micro-deposit verification' },
    description: {
      zh: '填写银行卡信息，平台打款一笔小额随机金额，回填金额完成验证；次数用尽只能删除，验证失败可修改或取消。',
      en: 'Fill in the card, the platform sends a small random deposit, back-fill the amount to verify; out of attempts leaves only removal, a failure allows edit or cancel.',
    },
  },
  initial: 'filling',
  states: {
    filling: {
      meta: { label: { zh: '填写中', en: 'Filling in' }, step: 0, ...d('第一步：填写卡号、开户支行和银行预留手机号（持卡人为实名认证姓名，不可修改）。', 'Step 1: the card number, branch and bank-registered mobile (the cardholder is the verified real name and cannot be changed).') },
      on: {
        'card.submit': { guard: 'areDetailsValid', target: 'verifying', actions: ['assignDetails', 'resetAttempts', 'sendDeposit'] },
      },
    },
    verifying: {
      meta: { label: { zh: '验证中', en: 'Verifying' }, step: 1, ...d('第二步：平台已打款，等待回填收到的金额（验证中）。', 'Step 2: the deposit is sent; waiting for the amount received (verifying).') },
      on: {
        'amount.correct': { target: 'verified', actions: 'notifyVerified' },
        'amount.wrong': [
          { guard: 'hasAttemptsLeft', target: 'verifying', reenter: false, actions: 'spendAttempt' },
          { target: 'locked', actions: 'spendAttempt' },
        ],
        'deposit.failed': { guard: 'hasReason', target: 'failed', actions: 'assignReason' },
        'ops.fail': { guard: 'hasReason', target: 'failed', actions: 'assignReason' },
        'timer.expired': { target: 'expired', actions: 'expiredReason' },
        'card.cancel': { target: 'cancelled' },
      },
    },
    failed: {
      meta: { label: { zh: '验证失败', en: 'Verification failed' }, step: 2, ...d('验证失败：可修改信息重新验证，或取消。', 'Verification failed: edit the details to verify again, or cancel.') },
      on: {
        'card.edit': { guard: 'areDetailsValid', target: 'verifying', actions: ['assignDetails', 'resetAttempts', 'sendDeposit'] },
        'card.cancel': { target: 'cancelled' },
        'card.delete': { target: 'deleted' },
      },
    },
    expired: {
      meta: { label: { zh: '已过期', en: 'Expired' }, step: 2, ...d('已过期：未在有效期内回填金额；可修改信息重新验证，或取消。', 'Expired: the amount was not back-filled in time; edit to verify again, or cancel.') },
      on: {
        'card.edit': { guard: 'areDetailsValid', target: 'verifying', actions: ['assignDetails', 'resetAttempts', 'sendDeposit'] },
        'card.cancel': { target: 'cancelled' },
        'card.delete': { target: 'deleted' },
      },
    },
    locked: {
      meta: { label: { zh: '金额错误次数超限', en: 'Too many wrong amounts' }, step: 2, ...d('金额错误次数超限：只能删除该卡。', 'Amount exceeds limit: the card can only be removed.') },
      on: {
        'card.delete': { target: 'deleted' },
      },
    },
    verified: {
      meta: { label: { zh: '已验证', en: 'Verified' }, step: 2, ...d('已验证：可设为默认卡，或凭交易密码解绑。', 'Verified: can be made the default card, or unlinked with the transaction password.') },
      on: {
        'default.set': { guard: 'isNotDefault', actions: 'markDefault' },
        'default.clear': { guard: 'isDefault', actions: 'clearDefault' },
        'card.unlink': { target: 'unlinked', actions: 'clearDefault' },
      },
    },
    cancelled: {
      meta: { label: { zh: '已取消', en: 'Cancelled' }, ...d('已取消：验证被放弃，卡片不再显示。', 'Cancelled: the verification was abandoned; the card is no longer listed.') },
      type: 'final',
    },
    deleted: {
      meta: { label: { zh: '已删除', en: 'Deleted' }, ...d('已删除：卡片不再显示。', 'Deleted: the card is no longer listed.') },
      type: 'final',
    },
    unlinked: {
      meta: { label: { zh: '已解绑', en: 'Unlinked' }, ...d('已解绑：卡片不再用于资金操作。', 'Unlinked: the card is no longer used for fund operations.') },
      type: 'final',
    },
  },
});

export type BankCardMachine = typeof bankCardMachine;

/** The states a member's list shows (final states are history only). */
export const LISTED_STATUSES = ['filling', 'verifying', 'failed', 'expired', 'locked', 'verified'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];
export const FINAL_STATUSES = ['cancelled', 'deleted', 'unlinked'] as const;

/** Who may send each event of a bank card, and its name (docs/workflow.md). */
export const bankCardLifecycle = defineLifecycle('bank_card', bankCardMachine, {
  'card.submit': { by: ['member'], input: true, label: { zh: '提交银行卡', en: 'Submit the card' } },
  'card.edit': { by: ['member'], input: true, label: { zh: '修改并重新验证', en: 'Edit and verify again' } },
  // The member back-fills the amount; the services judge it and send one of these two.
  'amount.correct': { by: ['member'], input: true, label: { zh: '回填金额正确', en: 'Correct amount entered' } },
  'amount.wrong': { by: ['member'], input: true, label: { zh: '回填金额错误', en: 'Wrong amount entered' } },
  'deposit.failed': { by: ['system'], input: true, label: { zh: '打款失败', en: 'Deposit failed' } },
  'ops.fail': { by: ['operations'], input: true, label: { zh: '判定验证失败', en: 'Fail the verification' } },
  'timer.expired': { by: ['system'], label: { zh: '回填期限已过', en: 'Back-fill period expired' } },
  'card.cancel': { by: ['member'], label: { zh: '取消绑定', en: 'Cancel binding' } },
  'card.delete': { by: ['member'], label: { zh: '删除', en: 'Delete' } },
  'card.unlink': { by: ['member'], label: { zh: '解除绑定', en: 'Unlink' } },
  'default.set': { by: ['member', 'system'], label: { zh: '设为默认', en: 'Set as default' } },
  'default.clear': { by: ['member', 'system'], label: { zh: '取消默认', en: 'No longer default' } },
});
