/**
 * The recharge order as its machine sees it: the page rebuilds the snapshot of `rechargeOrderMachine` from the
 * order the services answered (before an order exists, the initial `filling` state) and shows the step
 * (`stepIndexOf`) and only what the machine accepts now (`snapshot.can`). The services hold the authoritative
 * copy and ask the same machine.
 */
import { rechargeOrderMachine, type RechargeOrderContext, type RechargeOrderState } from '../../../machines/wallet/recharge-order.machine';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import type { RechargeFlowOrderFieldsFragment } from '@/gql/graphql';

export type RechargeOrderFields = RechargeFlowOrderFieldsFragment;

const EMPTY: RechargeOrderContext = { amountFen: 0, bankCardId: null, transferReference: null, voucherKey: null, submissions: 0, reason: null };
/** Well-formed example values: they ask whether the state takes a voucher at all (the real ones are checked on submit). */
const EXAMPLE_VOUCHER = { transferReference: 'EXAMPLE001', voucherKey: 'auth/0_0_example.png' } as const;

export function rechargeSnapshot(order: RechargeOrderFields | null) {
  if (!order) return rechargeOrderMachine.resolveState({ value: 'filling', context: EMPTY });
  const context: RechargeOrderContext = {
    amountFen: order.amountFen,
    bankCardId: order.bankCardId,
    transferReference: order.transferReference ?? null,
    voucherKey: order.voucherKey ?? null,
    submissions: order.submittedAt != null ? 1 : 0,
    reason: order.reason ?? null,
  };
  return rechargeOrderMachine.resolveState({ value: order.state, context });
}

export type RechargeSnapshot = ReturnType<typeof rechargeSnapshot>;

/** Which step and which actions the machine allows for this snapshot. */
export function rechargeView(snapshot: RechargeSnapshot) {
  const state = snapshot.value as RechargeOrderState;
  const reason = snapshot.context.reason;
  return {
    state,
    step: stepIndexOf(snapshot),
    confirmTransfer: snapshot.can({ type: 'transfer.confirm' }),
    submitVoucher: snapshot.can({ type: 'voucher.submit', ...EXAMPLE_VOUCHER }),
    cancel: snapshot.can({ type: 'order.cancel' }),
    /** Awaiting proof again after operations refused the voucher ('Transfer rejected - Take action'). */
    rejected: state === 'awaitingProof' && reason !== null && reason !== 'expired' && reason !== 'cancelled',
    /** The remittance window runs (a countdown is shown; its end is applied by the services on read). */
    windowOpen: snapshot.can({ type: 'timer.expired' }),
  };
}

/** Whether the machine takes this new order (amount at least the minimum, a card chosen). */
export function canCreate(snapshot: RechargeSnapshot, amountFen: number, bankCardId: number): boolean {
  return snapshot.can({ type: 'order.create', amountFen, bankCardId });
}
