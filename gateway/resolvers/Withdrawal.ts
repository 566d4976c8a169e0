import { WITHDRAW_STATUS_CODE, type StoredWithdrawalState } from '../../machines/wallet/withdrawal.machine';
import type { WithdrawalResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';
import { UnexpectedServiceAnswer } from '../rest-client';
import type { RestWithdrawal } from '../rest-types';

const STATE_OF_CODE = new Map(Object.entries(WITHDRAW_STATUS_CODE).map(([state, code]) => [code as string, state as StoredWithdrawalState]));

/** The machine state, from `state` (the contract), else from the spec code in `status` (see RechargeOrder.ts). */
export function withdrawalStateOf(withdrawal: RestWithdrawal): StoredWithdrawalState {
  if (withdrawal.state && Object.hasOwn(WITHDRAW_STATUS_CODE, withdrawal.state)) return withdrawal.state as StoredWithdrawalState;
  const byCode = STATE_OF_CODE.get(withdrawal.status);
  if (byCode) return byCode;
  throw new UnexpectedServiceAnswer(`withdrawal ${withdrawal.id}: unknown state ${String(withdrawal.state)} / status ${String(withdrawal.status)}`);
}

export const Withdrawal: WithdrawalResolvers = {
  state: (withdrawal) => withdrawalStateOf(withdrawal),
  status: (withdrawal) => WITHDRAW_STATUS_CODE[withdrawalStateOf(withdrawal)],
  bankReference: (withdrawal) => withdrawal.bankReference ?? null,
  reason: (withdrawal) => withdrawal.reason ?? null,
  payingAt: (withdrawal) => withdrawal.payingAt ?? null,
  arrivedAt: (withdrawal) => withdrawal.arrivedAt ?? null,
  workflow: (withdrawal, _args, { loaders }) => loadWorkflow(loaders, 'withdrawal', withdrawal.id),
};
