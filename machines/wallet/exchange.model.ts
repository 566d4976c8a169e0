/** The test model of `exchangeMachine`: balances in both wallets, and an empty coin wallet. */
import type { ModelSpec } from '../testing/model';
import { exchangeMachine, type ExchangeEvent } from './exchange.machine';

const events: ExchangeEvent[] = [
  { type: 'balance.loaded', cnyFen: 50_000, coinFen: 0 },
  { type: 'exchange.next', direction: 'cnyToCoin', amountFen: 10_000 },
  { type: 'exchange.next', direction: 'coinToCny', amountFen: 100 },
  { type: 'exchange.back' },
  { type: 'exchange.confirm', password: '135790' },
  { type: 'exchange.succeeded', cnyFen: 40_000, coinFen: 10_000 },
  { type: 'exchange.failed', message: 'the transaction password is wrong' },
  { type: 'exchange.insufficient', cnyFen: 5_000, coinFen: 0 },
  { type: 'exchange.again' },
];

const refused: ExchangeEvent[] = [
  { type: 'exchange.next', direction: 'cnyToCoin', amountFen: 0 },
  { type: 'exchange.next', direction: 'cnyToCoin', amountFen: 1.5 },
  { type: 'exchange.next', direction: 'cnyToCoin', amountFen: 1_000_000_000 },
  { type: 'exchange.next', direction: 'sideways' as never, amountFen: 100 },
  { type: 'exchange.confirm', password: '12345' },
  { type: 'exchange.confirm', password: 'abcdef' },
];

export const exchangeModel: ModelSpec<typeof exchangeMachine> = {
  machine: exchangeMachine,
  inputs: [{ cnyFen: 50_000, coinFen: 2_000 }, { cnyFen: 50_000, coinFen: 0 }],
  events,
  refused,
  project: ({ cnyFen, coinFen, direction, amountFen, error }) => ({ cnyFen, coinFen, direction, amountFen, error: error !== null }),
};
