/** The test model of `rechargeOrderMachine`. */
import type { ModelSpec } from '../testing/model';
import { rechargeOrderMachine, type RechargeOrderEvent } from './recharge-order.machine';

const events: RechargeOrderEvent[] = [
  { type: 'order.create', amountFen: 50_000, bankCardId: 7 },
  { type: 'transfer.confirm' },
  { type: 'voucher.submit', transferReference: 'TX20261122001', voucherKey: 'auth/1_1_voucher.png' },
  { type: 'review.approve' },
  { type: 'review.reject', reason: 'the amount on the voucher differs' },
  { type: 'timer.expired' },
  { type: 'order.cancel' },
];

const refused: RechargeOrderEvent[] = [
  { type: 'order.create', amountFen: 99, bankCardId: 7 },
  { type: 'order.create', amountFen: 10.5, bankCardId: 7 },
  { type: 'order.create', amountFen: 50_000, bankCardId: 0 },
  { type: 'voucher.submit', transferReference: 'TX 1', voucherKey: 'auth/1_1_voucher.png' },
  { type: 'voucher.submit', transferReference: 'TX20261122001', voucherKey: ' ' },
  { type: 'review.reject', reason: ' ' },
];

export const rechargeOrderModel: ModelSpec<typeof rechargeOrderMachine> = {
  machine: rechargeOrderMachine,
  events,
  refused,
  project: ({ amountFen, submissions, reason }) => ({ amountFen, submissions: Math.min(submissions, 2), reason }),
};
