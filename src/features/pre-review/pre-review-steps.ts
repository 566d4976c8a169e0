/**
 * The Steps status of each of stage 2's five pre-review steps (spec 3: -1 detailed market evaluation, 1 project
 * analysis, 2 analysis review, 3 solicit solutions, 4 expert solution review), from the codes every requirement
 * carries (pure: tested without React). Before stage 2 every step waits; after it every step is done.
 */
import { preReviewStep } from '../../../machines/codes/requirement.codes';
import { currentStepStatus, type RequirementCodesView, type StepStatus } from '@/entities/requirement/requirement-codes';

export const PRE_REVIEW_STEPS = preReviewStep.entries;

export function preReviewStepStatuses(r: RequirementCodesView): StepStatus[] {
  if (r.mainStage > 2 || r.outcome === 'completed') return PRE_REVIEW_STEPS.map(() => 'finish');
  if (r.mainStage < 2) return PRE_REVIEW_STEPS.map(() => 'wait');
  const current = PRE_REVIEW_STEPS.findIndex((step) => step.value === String(r.subStep));
  return PRE_REVIEW_STEPS.map((_, i) => {
    if (current < 0) return r.outcome ? 'error' : 'wait';
    if (i < current) return 'finish';
    if (i === current) return r.outcome ? 'error' : currentStepStatus(r.subStepStatus);
    return 'wait';
  });
}

/** The index of the current pre-review step (0 before stage 2 or when unknown). */
export function currentPreReviewStep(r: RequirementCodesView): number {
  if (r.mainStage > 2) return PRE_REVIEW_STEPS.length - 1;
  return Math.max(PRE_REVIEW_STEPS.findIndex((step) => step.value === String(r.subStep)), 0);
}
