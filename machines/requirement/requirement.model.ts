/**
 * The test model of `requirementMachine`: a quorum of two answers (and two tasks in the evaluative steps of stage 2),
 * so both ways out of every counted step are walked; review reports of one passing item and of none.
 */
import type { ModelSpec } from '../testing/model';
import { requirementMachine, type RequirementEvent } from './requirement.machine';

const events: RequirementEvent[] = [
  { type: 'requirement.save' },
  { type: 'requirement.submit' },
  { type: 'review.approve', feeFen: 50_000 },
  { type: 'review.reject', reason: 'the budget is missing' },
  { type: 'evaluation.answered' },
  { type: 'evaluation.reopen' },
  { type: 'timer.expired' },
  { type: 'fee.pay' },
  { type: 'crowdfunding.apply', campaignId: 9 },
  { type: 'crowdfunding.approved' },
  { type: 'crowdfunding.rejected', reason: 'the return ratio is unrealistic' },
  { type: 'crowdfunding.funded' },
  { type: 'crowdfunding.failed' },
  { type: 'preReview.start' },
  { type: 'assessment.submitted' },
  { type: 'plan.submitted' },
  { type: 'planReview.submitted', passing: 1 },
  { type: 'planReview.submitted', passing: 0 },
  { type: 'solution.submitted' },
  { type: 'solutionReview.submitted', passing: 1 },
  { type: 'solutionReview.submitted', passing: 0 },
  { type: 'analysis.reopen' },
  { type: 'analysisReview.reopen' },
  { type: 'solicitation.reopen' },
  { type: 'solutionReview.reopen' },
  { type: 'stage.complete' },
  { type: 'requirement.withdraw' },
  { type: 'requirement.stop', reason: 'duplicate of another requirement' },
];

const refused: RequirementEvent[] = [
  { type: 'review.approve', feeFen: 0 },
  { type: 'review.reject', reason: ' ' },
  { type: 'crowdfunding.apply', campaignId: 0 },
  { type: 'crowdfunding.rejected', reason: '' },
  { type: 'requirement.stop', reason: '' },
  { type: 'planReview.submitted', passing: -1 },
  { type: 'planReview.submitted', passing: 0.5 },
  { type: 'solutionReview.submitted', passing: -1 },
  { type: 'solutionReview.submitted', passing: Number.NaN },
];

export const requirementModel: ModelSpec<typeof requirementMachine> = {
  machine: requirementMachine,
  inputs: [{ publisherId: 5, quorum: 2 }],
  events,
  refused,
  // what guards read; reasons and ids are free text
  // stage 2's counters matter up to the quorum (tasks) and to "any" (usable results)
  project: (c) => ({
    answers: c.answers,
    feeMode: c.feeMode,
    endedBy: c.endedBy,
    round: Math.min(c.evaluationRound, 2),
    tasksDone: Math.min(c.tasksDone ?? 0, 2),
    usable: Math.min(c.usable ?? 0, 1),
  }),
};
