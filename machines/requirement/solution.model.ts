/** The test model of `solutionMachine`: the four draft steps saved in any order, and a step out of range refused. */
import type { ModelSpec } from '../testing/model';
import { solutionMachine, type SolutionEvent } from './solution.machine';

const events: SolutionEvent[] = [
  { type: 'terms.accept' },
  { type: 'draft.save', step: 1 },
  { type: 'draft.save', step: 2 },
  { type: 'draft.save', step: 3 },
  { type: 'draft.save', step: 4 },
  { type: 'solution.submit' },
  { type: 'solution.withdraw' },
  { type: 'timer.expired' },
  { type: 'solution.close' },
  { type: 'solutionReview.start' },
  { type: 'solutionReview.pass' },
  { type: 'solutionReview.fail' },
];

const refused: SolutionEvent[] = [
  { type: 'draft.save', step: 0 },
  { type: 'draft.save', step: 5 },
  { type: 'draft.save', step: 2.5 },
];

export const solutionModel: ModelSpec<typeof solutionMachine> = {
  machine: solutionMachine,
  inputs: [{ requirementId: 3, subTopicId: 12, providerId: 9 }],
  events,
  refused,
  project: (c) => ({ savedSteps: c.savedSteps }),
};
