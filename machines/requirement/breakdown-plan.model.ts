/** The test model of `breakdownPlanMachine`: an empty and a full save, a submit with and without sub-topics. */
import type { ModelSpec } from '../testing/model';
import { breakdownPlanMachine, SUB_TOPICS_MAX, type BreakdownPlanEvent } from './breakdown-plan.machine';

const events: BreakdownPlanEvent[] = [
  { type: 'plan.save', subTopics: 0 },
  { type: 'plan.save', subTopics: 3 },
  { type: 'plan.submit', subTopics: 3 },
  { type: 'timer.expired' },
  { type: 'plan.close' },
  { type: 'planReview.start' },
  { type: 'planReview.select' },
  { type: 'planReview.decline' },
];

const refused: BreakdownPlanEvent[] = [
  { type: 'plan.save', subTopics: -1 },
  { type: 'plan.save', subTopics: SUB_TOPICS_MAX + 1 },
  { type: 'plan.save', subTopics: 1.5 },
  { type: 'plan.submit', subTopics: 0 },
  { type: 'plan.submit', subTopics: SUB_TOPICS_MAX + 1 },
];

export const breakdownPlanModel: ModelSpec<typeof breakdownPlanMachine> = {
  machine: breakdownPlanMachine,
  inputs: [{ requirementId: 3, analystId: 8 }],
  events,
  refused,
  project: (c) => ({ subTopics: c.subTopics }),
};
