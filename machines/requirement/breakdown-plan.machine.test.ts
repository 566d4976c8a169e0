import { describe, expect, it } from 'vitest';
import { planResult, planReviewStatus } from '../codes/pre-review.codes';
import { taskState } from '../codes/requirement.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { BREAKDOWN_PLAN_STATES, breakdownPlanCodesOf, breakdownPlanMachine } from './breakdown-plan.machine';
import { breakdownPlanModel } from './breakdown-plan.model';

function check({ snapshot, previous, event, actions }: StepView<typeof breakdownPlanMachine>): void {
  const state = snapshot.value as string;
  const before = previous.value as string;
  expect(BREAKDOWN_PLAN_STATES).toContain(state);
  // the rows are written on every save and submit; the requirement hears of a plan exactly once
  expect(actions.includes('storePlan')).toBe(event.type === 'plan.save' || event.type === 'plan.submit');
  expect(actions.includes('reportPlan')).toBe(state === 'submitted' && before === 'draft');
  if (state !== 'draft') expect(snapshot.can({ type: 'plan.save', subTopics: 1 })).toBe(false);
  if (['submitted', 'inReview', 'selected', 'notSelected'].includes(state)) expect(snapshot.context.subTopics).toBeGreaterThan(0);
  if (state === 'selected' || state === 'notSelected') expect(before).toBe('inReview');
  if (state === 'expired') expect(before).toBe('draft');
  if (state === 'cancelled') expect(['submitted', 'inReview']).toContain(before);
  if (['selected', 'notSelected', 'expired', 'cancelled'].includes(state)) expect(snapshot.status).toBe('done');
}

describe('breakdownPlanMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(breakdownPlanModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(breakdownPlanModel, p, check);
  });
});

describe('breakdown plan codes', () => {
  const values = (t: { entries: readonly { value: string }[] }) => t.entries.map((e) => e.value);
  it('map every state to a task state, a plan review status and a result of the code tables', () => {
    for (const state of BREAKDOWN_PLAN_STATES) {
      const c = breakdownPlanCodesOf(state)!;
      expect(values(taskState)).toContain(c.taskState);
      if (c.reviewStatus !== null) expect(values(planReviewStatus)).toContain(c.reviewStatus);
      if (c.result !== null) expect(values(planResult)).toContain(c.result);
    }
    expect(breakdownPlanCodesOf('selected')).toEqual({ taskState: '2', reviewStatus: '2', result: '1' });
    expect(breakdownPlanCodesOf('expired')!.taskState).toBe('3');
    expect(breakdownPlanCodesOf('nowhere')).toBeNull();
  });

  it('name every state node once', () => {
    expect(Object.keys(breakdownPlanMachine.root.states).sort()).toEqual([...BREAKDOWN_PLAN_STATES].sort());
  });
});
