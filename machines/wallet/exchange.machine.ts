/**
 * Exchange between the CNY wallet and the platform-coin wallet at 1:1 (spec sections 2, 5 and 9), in the browser:
 *
 *   editing (step 0: direction and amount, at most the source wallet's available balance)
 *     → (exchange.next) confirming (step 1: the transaction password)
 *     → (exchange.confirm) submitting: `submitExchange` (one ledger transfer between the member's two wallets)
 *     → (exchange.succeeded) done (step 2) | (exchange.failed) confirming with the server's message
 *       | (exchange.insufficient) editing with the new balances ('insufficient balance')
 *   done → (exchange.again) editing
 *
 * The server checks everything again (services/wallet/exchange.service.ts); this machine decides what the page shows.
 */
import { assign, setup } from 'xstate';
import type { RuleError } from '../rules/messages';
import { validateAmountFen } from '../rules/money';
import { validateTransactionPassword } from '../rules/validation';
import { type ExchangeDirection, validateExchangeDirection } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type Balances = { cnyFen: number; coinFen: number };

export type ExchangeContext = Balances & {
  direction: ExchangeDirection;
  amountFen: number;
  /** A rule of the form, or the server's message. */
  error: RuleError | { message: string } | null;
};

export type ExchangeEvent =
  | ({ type: 'balance.loaded' } & Balances)
  | { type: 'exchange.next'; direction: ExchangeDirection; amountFen: number }
  | { type: 'exchange.back' }
  | { type: 'exchange.confirm'; password: string }
  | ({ type: 'exchange.succeeded' } & Balances)
  | { type: 'exchange.failed'; message: string }
  | ({ type: 'exchange.insufficient' } & Balances)
  | { type: 'exchange.again' };

/** The available balance of the wallet an exchange takes from. */
export function sourceBalance(balances: Balances, direction: ExchangeDirection): number {
  return direction === 'cnyToCoin' ? balances.cnyFen : balances.coinFen;
}

/** The first rule an exchange request breaks, or null. */
export function exchangeRequestError(balances: Balances, direction: unknown, amountFen: unknown): RuleError | null {
  return validateExchangeDirection(direction) ?? validateAmountFen(amountFen, { maxFen: sourceBalance(balances, direction as ExchangeDirection) });
}

export const exchangeMachine = setup({
  types: {
    context: {} as ExchangeContext,
    events: {} as ExchangeEvent,
    input: {} as Balances,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the page provides.
    /** Posts the exchange with the password and an idempotency key kept for the retries of this attempt. */
    submitExchange: () => {},
    /** Refreshes the balances shown elsewhere (the wallet pages, the header). */
    notifyExchanged: () => {},
    assignBalances: assign(({ event }) => ('cnyFen' in event ? { cnyFen: event.cnyFen, coinFen: event.coinFen } : {})),
    assignRequest: assign(({ event }) => (event.type === 'exchange.next' ? { direction: event.direction, amountFen: event.amountFen, error: null } : {})),
    assignServerError: assign(({ event }) => (event.type === 'exchange.failed' ? { error: { message: event.message } } : {})),
    insufficientError: assign({ error: { rule: 'balanceInsufficient' } as RuleError }),
    clearError: assign({ error: null }),
    reset: assign({ amountFen: 0, error: null }),
  },
  guards: {
    isRequestValid: ({ context, event }) => event.type === 'exchange.next' && exchangeRequestError(context, event.direction, event.amountFen) === null,
    isPasswordValid: ({ event }) => event.type === 'exchange.confirm' && validateTransactionPassword(event.password) === null,
  },
}).createMachine({
  id: 'exchange',
  context: ({ input }) => ({ cnyFen: input.cnyFen, coinFen: input.coinFen, direction: 'cnyToCoin', amountFen: 0, error: null }),
  meta: {
    title: { zh: '人民币与平台币兑换', en: 'Exchange between CNY and platform coin' },
    description: {
      zh: '选择兑换方向并输入金额（1:1），输入交易密码确认，兑换立即完成。',
      en: 'Choose the direction and the amount (1:1), confirm with the transaction password; the exchange completes at once.',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      meta: { step: 0, ...d('第一步：选择兑换方向，输入不超过可用余额的金额。', 'Step 1: the direction and an amount up to the available balance.') },
      on: {
        'balance.loaded': { actions: 'assignBalances' },
        'exchange.next': { guard: 'isRequestValid', target: 'confirming', actions: 'assignRequest' },
      },
    },
    confirming: {
      meta: { step: 1, ...d('第二步：核对兑换金额，输入6位交易密码。', 'Step 2: check the amount and enter the 6-digit transaction password.') },
      on: {
        'exchange.confirm': { guard: 'isPasswordValid', target: 'submitting', actions: ['clearError', 'submitExchange'] },
        'exchange.back': { target: 'editing', actions: 'clearError' },
      },
    },
    submitting: {
      meta: { step: 1, ...d('正在兑换……', 'Exchanging…') },
      on: {
        'exchange.succeeded': { target: 'done', actions: ['assignBalances', 'notifyExchanged'] },
        'exchange.failed': { target: 'confirming', actions: 'assignServerError' },
        'exchange.insufficient': { target: 'editing', actions: ['assignBalances', 'insufficientError'] },
      },
    },
    done: {
      meta: { step: 2, ...d('兑换成功：两个钱包的余额已更新。', 'Exchanged: both wallet balances are updated.') },
      on: { 'exchange.again': { target: 'editing', actions: 'reset' } },
    },
  },
});

export type ExchangeMachine = typeof exchangeMachine;
