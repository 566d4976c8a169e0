/**
 * A recharge order (spec sections 2, 3, 4 and 9): the member remits to the platform's bank account and operations
 * confirm the money arrived.
 *
 *   filling → (order.create) awaitingTransfer (0): the recipient account and the order's remark code are shown;
 *             the member has REMIT_WINDOW_HOURS to remit
 *   awaitingTransfer → (transfer.confirm) awaitingProof (1): "I have transferred", the voucher form
 *   awaitingTransfer | awaitingProof → (voucher.submit) awaitingReview (2): screenshot and transfer reference
 *   awaitingReview → (review.approve) done (3): `creditWallet` moves the amount from the platform's bank-clearing
 *                    account to the member's CNY wallet (a ledger transfer in the same database transaction)
 *                  → (review.reject) awaitingProof with the reason ('Transfer rejected - Take action'): resubmit
 *   awaitingTransfer | awaitingProof → (timer.expired) failed (4) 'Payment Window Expired', or (order.cancel) failed
 *
 * The deadline lives on the order row (the services extend it on a rejection so the member has time to resubmit);
 * time reaches the machine as `timer.expired`. The machine is the authority on the server
 * (services/wallet/recharge.service.ts) and tells the recharge page which step to show.
 */
import { assign, setup } from 'xstate';
import { MIN_RECHARGE_FEN, validateAmountFen } from '../rules/money';
import { validateReason, validateTransferReference } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

/** Hours the member has to remit after creating the order (spec 9). */
export const REMIT_WINDOW_HOURS = 24;

export type RechargeOrderContext = {
  amountFen: number;
  bankCardId: number | null;
  /** The member's transfer reference of the last voucher. */
  transferReference: string | null;
  voucherKey: string | null;
  /** Vouchers submitted so far (a rejected one counts). */
  submissions: number;
  /** Why operations rejected the voucher, or why the order failed ('expired', 'cancelled'). */
  reason: string | null;
};

export type RechargeOrderEvent =
  | { type: 'order.create'; amountFen: number; bankCardId: number }
  | { type: 'transfer.confirm' }
  | { type: 'voucher.submit'; transferReference: string; voucherKey: string }
  | { type: 'review.approve' }
  | { type: 'review.reject'; reason: string }
  | { type: 'timer.expired' }
  | { type: 'order.cancel' };

const isCreateValid = (e: RechargeOrderEvent) =>
  e.type === 'order.create' && validateAmountFen(e.amountFen, { minFen: MIN_RECHARGE_FEN }) === null && Number.isSafeInteger(e.bankCardId) && e.bankCardId > 0;
const isVoucherValid = (e: RechargeOrderEvent) =>
  e.type === 'voucher.submit' && validateTransferReference(e.transferReference) === null && typeof e.voucherKey === 'string' && e.voucherKey.trim() !== '';

const awaitingRemittance = {
  'voucher.submit': { guard: 'isVoucherValid', target: 'awaitingReview', actions: ['assignVoucher', 'notifyOperations'] },
  'timer.expired': { target: 'failed', actions: 'expiredReason' },
  'order.cancel': { target: 'failed', actions: 'cancelledReason' },
} as const;

export const rechargeOrderMachine = setup({
  types: {
    context: {} as RechargeOrderContext,
    events: {} as RechargeOrderEvent,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the shell runs. `creditWallet` is a ledger transfer: the services run it inside the transaction.
    creditWallet: () => {},
    notifyOperations: () => {},
    notifyRejected: () => {},
    assignOrder: assign(({ event }) => (event.type === 'order.create' ? { amountFen: event.amountFen, bankCardId: event.bankCardId } : {})),
    assignVoucher: assign(({ context, event }) =>
      event.type === 'voucher.submit'
        ? { transferReference: event.transferReference.trim(), voucherKey: event.voucherKey, submissions: context.submissions + 1, reason: null }
        : {},
    ),
    assignReason: assign(({ event }) => (event.type === 'review.reject' ? { reason: event.reason.trim() } : {})),
    expiredReason: assign({ reason: 'expired' }),
    cancelledReason: assign({ reason: 'cancelled' }),
  },
  guards: {
    isCreateValid: ({ event }) => isCreateValid(event),
    isVoucherValid: ({ event }) => isVoucherValid(event),
    hasReason: ({ event }) => event.type === 'review.reject' && validateReason(event.reason) === null,
  },
}).createMachine({
  id: 'rechargeOrder',
  context: { amountFen: 0, bankCardId: null, transferReference: null, voucherKey: null, submissions: 0, reason: null },
  meta: {
    title: { zh: '充值订单', en: 'Recharge order' },
    description: {
      zh: '填写金额并选择已验证的银行卡，24小时内转账到平台账户，提交凭证截图和流水号，运营审核（1-3个工作日）后入账到人民币钱包。',
      en: 'Enter the amount and a verified card, remit to the platform account within 24 hours, submit the voucher screenshot and reference; operations review it (1-3 working days) and the CNY wallet is credited.',
    },
  },
  initial: 'filling',
  states: {
    filling: {
      meta: { label: { zh: '填写中', en: 'Filling in' }, step: 0, ...d('第一步：填写充值金额（至少1元）并选择已验证的银行卡。', 'Step 1: the amount (at least 1 yuan) and a verified bank card.') },
      on: { 'order.create': { guard: 'isCreateValid', target: 'awaitingTransfer', actions: 'assignOrder' } },
    },
    awaitingTransfer: {
      meta: { label: { zh: '待转账', en: 'Awaiting transfer' }, step: 1, ...d('第二步：待转账。请在24小时内按备注码转账到平台收款账户。', 'Step 2: awaiting transfer. Remit to the platform account with the remark code within 24 hours.') },
      on: { 'transfer.confirm': { target: 'awaitingProof' }, ...awaitingRemittance },
    },
    awaitingProof: {
      meta: { label: { zh: '待上传凭证', en: 'Awaiting proof' }, step: 2, ...d('第三步：待上传凭证。上传转账截图并填写转账流水号；被驳回后在此重新提交。', 'Step 3: awaiting proof. Upload the transfer screenshot and enter the reference; a rejected voucher is resubmitted here.') },
      on: { ...awaitingRemittance },
    },
    awaitingReview: {
      meta: { label: { zh: '待审核', en: 'Awaiting review' }, step: 3, ...d('审核中：运营核对到账（1-3个工作日）。', 'Under review: operations check the money arrived (1-3 working days).') },
      on: {
        'review.approve': { target: 'done', actions: 'creditWallet' },
        'review.reject': { guard: 'hasReason', target: 'awaitingProof', actions: ['assignReason', 'notifyRejected'] },
      },
    },
    done: {
      meta: { label: { zh: '已完成', en: 'Completed' }, step: 3, ...d('已完成：金额已入账人民币钱包。', 'Completed: the amount is in the CNY wallet.') },
      type: 'final',
    },
    failed: {
      meta: { label: { zh: '失败', en: 'Failed' }, step: 3, ...d('失败：超过24小时未转账（Payment Window Expired），或已取消。', 'Failed: not remitted within 24 hours (Payment Window Expired), or cancelled.') },
      type: 'final',
    },
  },
});

export type RechargeOrderMachine = typeof rechargeOrderMachine;
export type RechargeOrderState = 'filling' | 'awaitingTransfer' | 'awaitingProof' | 'awaitingReview' | 'done' | 'failed';

/** Spec 3 "recharge status" code of each stored state (`filling` is never stored). */
export const RECHARGE_STATUS_CODE = { awaitingTransfer: '0', awaitingProof: '1', awaitingReview: '2', done: '3', failed: '4' } as const;
export type StoredRechargeState = keyof typeof RECHARGE_STATUS_CODE;
export const RECHARGE_STATES = Object.keys(RECHARGE_STATUS_CODE) as StoredRechargeState[];
/** States in which the remittance window runs (a sweep or a read past the deadline sends `timer.expired`). */
export const REMITTANCE_STATES = ['awaitingTransfer', 'awaitingProof'] as const satisfies readonly StoredRechargeState[];

/** Who may send each event of a recharge order, and its name (docs/workflow.md). */
export const rechargeOrderLifecycle = defineLifecycle('recharge_order', rechargeOrderMachine, {
  'order.create': { by: ['member'], input: true, label: { zh: '创建充值订单', en: 'Create the order' } },
  'transfer.confirm': { by: ['member'], label: { zh: '我已转账', en: 'I have transferred' } },
  'voucher.submit': { by: ['member'], input: true, label: { zh: '提交转账凭证', en: 'Submit the voucher' } },
  'review.approve': { by: ['operations'], label: { zh: '审核通过', en: 'Approve' } },
  'review.reject': { by: ['operations'], input: true, label: { zh: '驳回凭证', en: 'Reject the voucher' } },
  'timer.expired': { by: ['system'], label: { zh: '付款期限已过', en: 'Payment window expired' } },
  'order.cancel': { by: ['member'], label: { zh: '取消订单', en: 'Cancel the order' } },
});
