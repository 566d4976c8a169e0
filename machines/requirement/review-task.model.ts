/** The test model of `reviewTaskMachine`: an analysis review (kind 4) and an expert review (kind 7), two items each. */
import type { ModelSpec } from '../testing/model';
import { reviewTaskMachine, type ReviewTaskEvent } from './review-task.machine';

const events: ReviewTaskEvent[] = [
  { type: 'guidelines.acknowledge' },
  { type: 'scores.save', scored: 0 },
  { type: 'scores.save', scored: 1 },
  { type: 'scores.submit', scored: 2 },
  { type: 'conflict.declare' },
  { type: 'timer.expired' },
  { type: 'task.close' },
];

const refused: ReviewTaskEvent[] = [
  { type: 'scores.save', scored: -1 },
  { type: 'scores.save', scored: 3 },
  { type: 'scores.save', scored: 0.5 },
  { type: 'scores.submit', scored: 1 },
  { type: 'scores.submit', scored: 3 },
];

export const reviewTaskModel: ModelSpec<typeof reviewTaskMachine> = {
  machine: reviewTaskMachine,
  inputs: [
    { requirementId: 3, reviewerId: 21, cate: 4, items: 2 },
    { requirementId: 3, reviewerId: 22, cate: 7, items: 2 },
  ],
  events,
  refused,
  project: (c) => ({ cate: c.cate, scored: c.scored }),
};
