/** The test model of `bankCardMachine`: three attempts (the default) and one. */
import type { ModelSpec } from '../testing/model';
import { withLuhnDigit } from '../rules/bank-card';
import { bankCardMachine, type BankCardEvent } from './bank-card.machine';

export const MODEL_CARD = withLuhnDigit('622202100012345678'); // ICBC debit
const CREDIT_CARD = withLuhnDigit('625919123456789'); // PSBC credit
const details = { cardNumber: MODEL_CARD, branchName: '北京海淀支行', mobile: '13800000001' };

const events: BankCardEvent[] = [
  { type: 'card.submit', ...details },
  { type: 'card.edit', ...details },
  { type: 'amount.correct' },
  { type: 'amount.wrong' },
  { type: 'deposit.failed', reason: 'account closed' },
  { type: 'ops.fail', reason: 'stuck at the bank' },
  { type: 'timer.expired' },
  { type: 'card.cancel' },
  { type: 'card.delete' },
  { type: 'card.unlink' },
  { type: 'default.set' },
  { type: 'default.clear' },
];

const refused: BankCardEvent[] = [
  { type: 'card.submit', ...details, cardNumber: CREDIT_CARD },
  { type: 'card.submit', ...details, cardNumber: MODEL_CARD.slice(0, -1) + String((Number(MODEL_CARD.slice(-1)) + 1) % 10) },
  { type: 'card.submit', ...details, mobile: '1380000' },
  { type: 'card.edit', ...details, branchName: '' },
  { type: 'deposit.failed', reason: ' ' },
  { type: 'ops.fail', reason: '' },
];

export const bankCardModel: ModelSpec<typeof bankCardMachine> = {
  machine: bankCardMachine,
  inputs: [{ cardholderName: '张三' }, { cardholderName: '张三', maxAttempts: 1 }],
  events,
  refused,
  project: ({ attemptsLeft, isDefault, reason, last4, maxAttempts }) => ({ attemptsLeft, isDefault, reason: reason !== null, last4, maxAttempts }),
};
