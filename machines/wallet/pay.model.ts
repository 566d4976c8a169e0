/** The test model of `payMachine`: a balance that covers the price, and one that does not. */
import type { ModelSpec } from '../testing/model';
import { payMachine, type PayEvent } from './pay.machine';

const events: PayEvent[] = [
  { type: 'pay.start' },
  { type: 'balance.loaded', balanceFen: 20_000 },
  { type: 'wallet.go' },
  { type: 'pay.submit', password: '135790' },
  { type: 'pay.cancel' },
  { type: 'pay.succeeded' },
  { type: 'pay.failed', message: 'the transaction password is wrong' },
  { type: 'pay.insufficient', balanceFen: 500 },
];

const refused: PayEvent[] = [
  { type: 'pay.submit', password: '' },
  { type: 'pay.submit', password: '13579x' },
];

export const payModel: ModelSpec<typeof payMachine> = {
  machine: payMachine,
  inputs: [{ priceFen: 10_000, balanceFen: 50_000 }, { priceFen: 10_000, balanceFen: 2_000 }],
  events,
  refused,
  project: ({ priceFen, balanceFen, error }) => ({ priceFen, balanceFen, error: error !== null }),
};
