/**
 * Code tables of stage 2, pre-review (spec 3 and 4). The pre-review steps and the task state are spec tables and
 * live beside the other requirement codes (`preReviewStep`, `taskState` in ./requirement.codes.ts); the spec names
 * the plan review status and the selected / not selected result without numbers, so the values here are ours
 * (docs/requirements.md, "Stage 2").
 */
import { defineCodeTable } from './code-table';
import { preReviewStep, subProcessStep } from './requirement.codes';

/** A breakdown plan's (and a solution's) review status: not started, in review, reviewed. */
export const planReviewStatus = defineCodeTable([
  { value: '0', key: 'notStarted', zh: '未开始', en: 'Not started', listClass: 'default' },
  { value: '1', key: 'inReview', zh: '评审中', en: 'In review', listClass: 'primary' },
  { value: '2', key: 'reviewed', zh: '已评审', en: 'Reviewed', listClass: 'success' },
] as const);

/** A reviewed breakdown plan's result. */
export const planResult = defineCodeTable([
  { value: '1', key: 'selected', zh: '入选', en: 'Selected', listClass: 'success' },
  { value: '2', key: 'notSelected', zh: '未入选', en: 'Not selected', listClass: 'info' },
] as const);

/** A reviewed solution's result against the pass mark. */
export const solutionResult = defineCodeTable([
  { value: '1', key: 'passed', zh: '通过', en: 'Passed', listClass: 'success' },
  { value: '2', key: 'notPassed', zh: '未通过', en: 'Not passed', listClass: 'info' },
] as const);

/**
 * The table a requirement's `subStep` code belongs to: stage 1's sub-process steps (1-4) or stage 2's pre-review
 * steps (-1, 1-4). The same number means a different step in each (1 is "fill in requirement" in stage 1 and
 * "project analysis" in stage 2), so a label is always looked up through the main stage. Null for later stages.
 */
export function subStepTableOf(mainStage: number) {
  if (mainStage === 1) return subProcessStep.entries;
  if (mainStage === 2) return preReviewStep.entries;
  return null;
}
