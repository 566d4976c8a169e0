/**
 * The code-label tables of spec section 3, keyed by the dictionary types the services seed and serve
 * (`GET /dict/data?dict_type=…`, docs/contracts.md "Reference data").
 */
import type { CodeEntry } from './code-table';
import { inviteStatus, inviteType, participantKind } from './invitation.codes';
import { planResult, planReviewStatus, solutionResult } from './pre-review.codes';
import {
  crowdfundingStatus,
  mainStage,
  marketSizeRange,
  preReviewStep,
  requirementDraftStatus,
  subProcessStep,
  subStepStatus,
  taskState,
} from './requirement.codes';
import { rechargeStatus, walletTransactionType, withdrawStatus } from './wallet.codes';

export * from './code-table';
export * from './invitation.codes';
export * from './pre-review.codes';
export * from './requirement.codes';
export * from './wallet.codes';

const tables = {
  recharge_status: rechargeStatus.entries,
  withdraw_status: withdrawStatus.entries,
  wallet_transaction_type: walletTransactionType.entries,
  main_stage: mainStage.entries,
  invite_type: inviteType.entries,
  invite_status: inviteStatus.entries,
  participant_kind: participantKind.entries,
  sub_process_step: subProcessStep.entries,
  pre_review_step: preReviewStep.entries,
  sub_step_status: subStepStatus.entries,
  crowdfunding_status: crowdfundingStatus.entries,
  task_state: taskState.entries,
  requirement_draft_status: requirementDraftStatus.entries,
  market_size_range: marketSizeRange.entries,
  plan_review_status: planReviewStatus.entries,
  plan_result: planResult.entries,
  solution_result: solutionResult.entries,
} as const;

export type DictType = keyof typeof tables;

export const DICT_TYPES = Object.keys(tables) as DictType[];

/** Plain mutable copies, so callers can hand them to any API that takes an array. */
export const codeTables: Record<string, CodeEntry[]> = Object.fromEntries(
  Object.entries(tables).map(([type, entries]) => [type, entries.map((e) => ({ ...e }))]),
);
