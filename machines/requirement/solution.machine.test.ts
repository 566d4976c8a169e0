import { describe, expect, it } from 'vitest';
import { planReviewStatus, solutionResult } from '../codes/pre-review.codes';
import { taskState } from '../codes/requirement.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { firstOpenStep, maySeeSolution, SOLUTION_STATES, solutionCodesOf, solutionMachine } from './solution.machine';
import { solutionModel } from './solution.model';

function check({ snapshot, previous, event, actions }: StepView<typeof solutionMachine>): void {
  const state = snapshot.value as string;
  const before = previous.value as string;
  expect(SOLUTION_STATES).toContain(state);
  expect(actions.includes('recordTerms')).toBe(event.type === 'terms.accept');
  expect(actions.includes('storeDraft')).toBe(event.type === 'draft.save');
  expect(actions.includes('reportSolution')).toBe(state === 'submitted' && before === 'drafting');
  // nothing is saved before the terms are accepted; a submitted solution has all four steps
  if (state === 'readingTerms') expect(snapshot.context.savedSteps).toBe(0);
  if (state === 'submitted') expect(firstOpenStep(snapshot.context.savedSteps)).toBe(5);
  if (state === 'drafting') expect(snapshot.can({ type: 'solution.submit' })).toBe(snapshot.context.savedSteps === 0b1111);
  if (state === 'withdrawn') expect(['readingTerms', 'drafting']).toContain(before);
  if (state === 'expired') expect(['readingTerms', 'drafting']).toContain(before);
  if (state === 'cancelled') expect(['submitted', 'underReview']).toContain(before);
  if (['passed', 'notPassed'].includes(state)) expect(before).toBe('underReview');
  // once submitted it cannot be withdrawn or edited
  if (!['readingTerms', 'drafting'].includes(state)) {
    expect(snapshot.can({ type: 'solution.withdraw' })).toBe(false);
    expect(snapshot.can({ type: 'draft.save', step: 1 })).toBe(false);
  }
}

describe('solutionMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(solutionModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(solutionModel, p, check);
  });
});

describe('solution codes and visibility', () => {
  const values = (t: { entries: readonly { value: string }[] }) => t.entries.map((e) => e.value);
  it('map every state to the code tables', () => {
    for (const state of SOLUTION_STATES) {
      const c = solutionCodesOf(state)!;
      expect(values(taskState)).toContain(c.taskState);
      if (c.reviewStatus !== null) expect(values(planReviewStatus)).toContain(c.reviewStatus);
      if (c.result !== null) expect(values(solutionResult)).toContain(c.result);
    }
    expect(solutionCodesOf('withdrawn')!.taskState).toBe('-1');
    expect(solutionCodesOf('nowhere')).toBeNull();
    expect(Object.keys(solutionMachine.root.states).sort()).toEqual([...SOLUTION_STATES].sort());
  });

  it('open the form on the first step not saved', () => {
    expect(firstOpenStep(0)).toBe(1);
    expect(firstOpenStep(0b0101)).toBe(2);
    expect(firstOpenStep(0b1111)).toBe(5);
  });

  it('show a solution to its provider only until the review ends, to the publisher after, never to other providers', () => {
    expect(maySeeSolution('submitted', 'provider')).toBe(true);
    expect(maySeeSolution('submitted', 'publisher')).toBe(false);
    expect(maySeeSolution('submitted', 'expert')).toBe(false);
    expect(maySeeSolution('underReview', 'expert')).toBe(true);
    expect(maySeeSolution('underReview', 'publisher')).toBe(false);
    expect(maySeeSolution('passed', 'publisher')).toBe(true);
    expect(maySeeSolution('notPassed', 'otherProvider')).toBe(false);
    expect(maySeeSolution('drafting', 'operations')).toBe(true);
  });
});
