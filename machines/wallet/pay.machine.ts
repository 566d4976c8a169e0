/**
 * The pay view (spec sections 2, 5 and 8), one reusable piece for every later flow that charges the platform-coin
 * wallet (review fees, crowdfunding): it shows the price and the balance and asks for the transaction password;
 * when the balance is short it says so and offers the wallet ("deposit or exchange, go to wallet").
 *
 *   review (price and balance) → (pay.start) askingPassword when the balance covers the price, else insufficient
 *   insufficient → (wallet.go) leftForWallet | (balance.loaded) review with the new balance | (pay.cancel)
 *   askingPassword → (pay.submit) paying: `submitPayment` with the password | (pay.cancel) cancelled
 *   paying → (pay.succeeded) paid ('Payment Completed') | (pay.failed) askingPassword with the server's message
 *          | (pay.insufficient) insufficient (the balance changed meanwhile)
 */
import { assign, setup } from 'xstate';
import { validateTransactionPassword } from '../rules/validation';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type PayContext = {
  priceFen: number;
  balanceFen: number;
  error: string | null;
};

export type PayInput = { priceFen: number; balanceFen: number };

export type PayEvent =
  | { type: 'pay.start' }
  | { type: 'balance.loaded'; balanceFen: number }
  | { type: 'wallet.go' }
  | { type: 'pay.submit'; password: string }
  | { type: 'pay.cancel' }
  | { type: 'pay.succeeded' }
  | { type: 'pay.failed'; message: string }
  | { type: 'pay.insufficient'; balanceFen: number };

export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as PayInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the caller provides.
    /** Charges the price with the password and an idempotency key kept for the retries of this payment. */
    submitPayment: () => {},
    /** Opens the wallet (deposit or exchange). */
    goToWallet: () => {},
    /** 'Payment Completed', then the caller moves on. */
    notifyPaid: () => {},
    assignBalance: assign(({ event }) => ('balanceFen' in event ? { balanceFen: event.balanceFen } : {})),
    assignError: assign(({ event }) => (event.type === 'pay.failed' ? { error: event.message } : {})),
    clearError: assign({ error: null }),
  },
  guards: {
    isBalanceEnough: ({ context }) => context.balanceFen >= context.priceFen,
    isPasswordValid: ({ event }) => event.type === 'pay.submit' && validateTransactionPassword(event.password) === null,
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => ({ priceFen: input.priceFen, balanceFen: input.balanceFen, error: null }),
  meta: {
    title: { zh: '支付', en: 'Payment' },
    description: {
      zh: '显示应付金额和平台币余额，输入交易密码支付；余额不足时提示充值或兑换并前往钱包。',
      en: 'Shows the price and the platform-coin balance and pays with the transaction password; a short balance offers deposit or exchange in the wallet.',
    },
  },
  initial: 'review',
  states: {
    review: {
      meta: { step: 0, ...d('核对应付金额与平台币余额。', 'Check the price and the platform-coin balance.') },
      on: {
        'pay.start': [{ guard: 'isBalanceEnough', target: 'askingPassword' }, { target: 'insufficient' }],
        'balance.loaded': { actions: 'assignBalance' },
        'pay.cancel': { target: 'cancelled' },
      },
    },
    insufficient: {
      meta: { step: 0, ...d('余额不足：请先充值或兑换（前往钱包）。', 'Insufficient balance: deposit or exchange first (go to wallet).') },
      on: {
        'wallet.go': { target: 'leftForWallet', actions: 'goToWallet' },
        'balance.loaded': { target: 'review', actions: 'assignBalance' },
        'pay.cancel': { target: 'cancelled' },
      },
    },
    askingPassword: {
      meta: { step: 1, ...d('输入6位交易密码确认支付。', 'Enter the 6-digit transaction password to pay.') },
      on: {
        'pay.submit': { guard: 'isPasswordValid', target: 'paying', actions: ['clearError', 'submitPayment'] },
        'pay.cancel': { target: 'cancelled' },
      },
    },
    paying: {
      meta: { step: 1, ...d('正在支付……', 'Paying…') },
      on: {
        'pay.succeeded': { target: 'paid', actions: 'notifyPaid' },
        'pay.failed': { target: 'askingPassword', actions: 'assignError' },
        'pay.insufficient': { target: 'insufficient', actions: 'assignBalance' },
      },
    },
    paid: { meta: { step: 2, ...d('支付成功。', 'Payment Completed.') }, type: 'final' },
    leftForWallet: { meta: d('已前往钱包充值或兑换。', 'Gone to the wallet to deposit or exchange.'), type: 'final' },
    cancelled: { meta: d('已取消支付。', 'Payment cancelled.'), type: 'final' },
  },
});

export type PayMachine = typeof payMachine;
