/** The test model of `withdrawRequestMachine`: a fee rate of 0.5 % and none. */
import type { ModelSpec } from '../testing/model';
import { withdrawRequestMachine, type WithdrawRequestEvent } from './withdraw-request.machine';

const events: WithdrawRequestEvent[] = [
  { type: 'withdraw.next', amountFen: 20_000, bankCardId: 3 },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.back' },
  { type: 'identity.verified', identifier: '86-13800000001', codeKey: 'key-1' },
  { type: 'identity.cancelled' },
  { type: 'identity.expired', message: 'The verification has expired, please verify again' },
  { type: 'withdraw.password', password: '135790' },
  { type: 'withdraw.submitted', withdrawalId: 12 },
  { type: 'withdraw.failed', message: 'the transaction password is wrong' },
];

const refused: WithdrawRequestEvent[] = [
  { type: 'withdraw.next', amountFen: 0, bankCardId: 3 },
  { type: 'withdraw.next', amountFen: 60_000, bankCardId: 3 },
  { type: 'withdraw.next', amountFen: 20_000, bankCardId: 0 },
  { type: 'identity.verified', identifier: '86-13800000001', codeKey: '' },
  { type: 'withdraw.password', password: '1234567' },
];

export const withdrawRequestModel: ModelSpec<typeof withdrawRequestMachine> = {
  machine: withdrawRequestMachine,
  inputs: [{ availableFen: 50_000, feeRateBp: 50 }, { availableFen: 50_000, feeRateBp: 0 }],
  events,
  refused,
  project: ({ amountFen, feeFen, identifier, codeKey, withdrawalId, error }) => ({
    amountFen, feeFen, identity: identifier !== null && codeKey !== null, withdrawalId, error: error !== null,
  }),
};
