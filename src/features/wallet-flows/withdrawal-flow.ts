/**
 * The withdrawal after it exists: the page resolves `withdrawalMachine` from the state the services answered
 * and reads the step (`stepIndexOf`) from it, as the recharge page does. Before it exists the browser-side
 * `withdrawRequestMachine` drives step 1 (./use-withdraw-request.ts).
 */
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { withdrawalMachine, type StoredWithdrawalState, type WithdrawalContext } from '../../../machines/wallet/withdrawal.machine';
import type { WithdrawFlowFieldsFragment } from '@/gql/graphql';

export type WithdrawalFields = WithdrawFlowFieldsFragment;

export function withdrawalSnapshot(withdrawal: WithdrawalFields) {
  const context: WithdrawalContext = {
    amountFen: withdrawal.amountFen,
    feeFen: withdrawal.feeFen,
    feeRateBp: withdrawal.feeRateBp,
    bankCardId: withdrawal.bankCardId,
    // Who started or paid is operations' business; the member's page only reads the step.
    fourEyesFen: 0,
    startedBy: null,
    paidBy: null,
    bankReference: withdrawal.bankReference ?? null,
    reason: withdrawal.reason ?? null,
  };
  return withdrawalMachine.resolveState({ value: withdrawal.state, context });
}

export function withdrawalView(withdrawal: WithdrawalFields) {
  const snapshot = withdrawalSnapshot(withdrawal);
  return {
    state: snapshot.value as StoredWithdrawalState,
    step: stepIndexOf(snapshot),
    /** The amount is still held: operations may still pay or fail it. */
    open: snapshot.can({ type: 'payout.fail', actorId: 0, reason: 'example' }),
  };
}

/** `extensions.reason` of a withdrawal refused because its identity code key was used or too old (the rule's name). */
export const CODE_KEY_INVALID = 'codeKeyInvalid';
