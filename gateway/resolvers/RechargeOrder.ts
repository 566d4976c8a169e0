import { RECHARGE_STATUS_CODE, type StoredRechargeState } from '../../machines/wallet/recharge-order.machine';
import type { RechargeOrderResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';
import { UnexpectedServiceAnswer } from '../rest-client';
import type { RestRechargeOrder } from '../rest-types';

const STATE_OF_CODE = new Map(Object.entries(RECHARGE_STATUS_CODE).map(([state, code]) => [code as string, state as StoredRechargeState]));

/**
 * The machine state, from `state` (the contract), else from the spec code in `status`. The app reads both the
 * enum and the code, so they are derived from one value with the machine's own table and can never disagree.
 */
export function rechargeStateOf(order: RestRechargeOrder): StoredRechargeState {
  if (order.state && Object.hasOwn(RECHARGE_STATUS_CODE, order.state)) return order.state as StoredRechargeState;
  const byCode = STATE_OF_CODE.get(order.status);
  if (byCode) return byCode;
  throw new UnexpectedServiceAnswer(`recharge order ${order.id}: unknown state ${String(order.state)} / status ${String(order.status)}`);
}

export const RechargeOrder: RechargeOrderResolvers = {
  state: (order) => rechargeStateOf(order),
  status: (order) => RECHARGE_STATUS_CODE[rechargeStateOf(order)],
  transferReference: (order) => order.transferReference ?? null,
  voucherKey: (order) => order.voucherKey ?? null,
  reason: (order) => order.reason ?? null,
  submittedAt: (order) => order.submittedAt ?? null,
  completedAt: (order) => order.completedAt ?? null,
  workflow: (order, _args, { loaders }) => loadWorkflow(loaders, 'recharge_order', order.id),
};
