/**
 * What the status tag and the progress read of a requirement: the spec 3 codes the services answer with every
 * requirement (`mainStage`, `subStep`, `subStepStatus`, `outcome`; machines/requirement/requirement.machine.ts
 * `requirementCodesOf` computes them from the stored state).
 */
import type { ListClass } from '../../../machines/codes/code-table';
import { preReviewStep, subStepStatus as subStepStatusTable } from '../../../machines/codes/requirement.codes';

export type RequirementCodesView = {
  mainStage: number;
  subStep?: number | null;
  subStepStatus: number;
  outcome?: string | null;
};

export const REQUIREMENT_OUTCOMES = ['completed', 'expired', 'rejected', 'terminated', 'failed'] as const;
export type RequirementOutcome = (typeof REQUIREMENT_OUTCOMES)[number];

// The dictionary's listClass names (spec 3) in antd's tag colours (as src/components/code-tag).
export const TAG_COLOR: Record<ListClass, string> = { default: 'default', primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

export const OUTCOME_CLASS: Record<RequirementOutcome, ListClass> = {
  completed: 'success',
  expired: 'info',
  rejected: 'danger',
  terminated: 'danger',
  failed: 'danger',
};

export function isOutcome(value: string | null | undefined): value is RequirementOutcome {
  return !!value && (REQUIREMENT_OUTCOMES as readonly string[]).includes(value);
}

export function subStepStatusClass(code: number): ListClass {
  return subStepStatusTable.entries.find((e) => e.value === String(code))?.listClass ?? 'default';
}

/** antd Steps status of one step of a requirement's progress. */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** The Steps status of the current step from its sub-step status code (-2 stopped, -1 failed, 1, 2, 3, 4 timed out). */
export function currentStepStatus(code: number): StepStatus {
  if (code === -2 || code === -1 || code === 4) return 'error';
  if (code === 2 || code === 3) return 'finish';
  return 'process';
}

/**
 * Whether the requirement is at stage 2's analysis review (pre-review step 2, open or waiting after it): where the
 * all-people review of its plans is, from the codes (whether the caller may vote is the server's `refusal`).
 */
export function atAnalysisReview(r: RequirementCodesView): boolean {
  return r.mainStage === 2 && String(r.subStep) === preReviewStep.values.analysisReview && !r.outcome;
}

/**
 * Whether stage 2's analysis review has ended, so its announcement (/projectAnalysisReviewAnnounce) has results: a
 * later pre-review step (solicitation, expert review), the review ended with no plan passing (step 2 failed), or a
 * later stage.
 */
export function analysisReviewEnded(r: RequirementCodesView): boolean {
  if (r.mainStage > 2) return true;
  if (r.mainStage !== 2 || r.subStep === null || r.subStep === undefined) return false;
  const step = String(r.subStep);
  if (step === preReviewStep.values.solicitSolutions || step === preReviewStep.values.expertSolutionReview) return true;
  return step === preReviewStep.values.analysisReview && String(r.subStepStatus) === subStepStatusTable.values.failed;
}
