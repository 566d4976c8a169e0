/** The test model of `requirementMachine`: a quorum of two answers, so both ways out of the evaluation are walked. */
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
];

export const requirementModel: ModelSpec<typeof requirementMachine> = {
  machine: requirementMachine,
  inputs: [{ publisherId: 5, quorum: 2 }],
  events,
  refused,
  // what guards read; reasons and ids are free text
  project: (c) => ({ answers: c.answers, feeMode: c.feeMode, endedBy: c.endedBy, round: Math.min(c.evaluationRound, 2) }),
};
