/** The test model of `withdrawalMachine`: a small threshold (four eyes needed) and a large one (not needed). */
import type { ModelSpec } from '../testing/model';
import { withdrawalMachine, type WithdrawalEvent } from './withdrawal.machine';

const events: WithdrawalEvent[] = [
  { type: 'withdraw.submit', amountFen: 20_000, feeFen: 100, feeRateBp: 50, bankCardId: 3 },
  { type: 'payout.start', actorId: 1 },
  { type: 'payout.paid', actorId: 2, bankReference: 'BK20261122001' },
  { type: 'payout.paid', actorId: 1, bankReference: 'BK20261122001' },
  { type: 'payout.fail', actorId: 1, reason: 'the card is closed' },
];

const refused: WithdrawalEvent[] = [
  { type: 'withdraw.submit', amountFen: 0, feeFen: 0, feeRateBp: 50, bankCardId: 3 },
  { type: 'withdraw.submit', amountFen: 100, feeFen: 100, feeRateBp: 50, bankCardId: 3 },
  { type: 'withdraw.submit', amountFen: 20_000, feeFen: -1, feeRateBp: 50, bankCardId: 3 },
  { type: 'withdraw.submit', amountFen: 20_000, feeFen: 100, feeRateBp: 50, bankCardId: 0 },
  { type: 'payout.paid', actorId: 2, bankReference: '' },
  { type: 'payout.fail', actorId: 1, reason: '  ' },
];

export const withdrawalModel: ModelSpec<typeof withdrawalMachine> = {
  machine: withdrawalMachine,
  inputs: [{ fourEyesFen: 10_000 }, { fourEyesFen: 1_000_000 }],
  events,
  refused,
};
