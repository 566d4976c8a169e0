import { describe, expect, it } from 'vitest';
import { taskState } from '../codes/requirement.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { REVIEW_TASK_STATES, reviewTaskMachine, reviewTaskStateCode } from './review-task.machine';
import { reviewTaskModel } from './review-task.model';

function check({ snapshot, previous, event, actions }: StepView<typeof reviewTaskMachine>): void {
  const state = snapshot.value as string;
  const before = previous.value as string;
  const ctx = snapshot.context;
  expect(REVIEW_TASK_STATES).toContain(state);
  expect(ctx.requiresGuidelines).toBe(ctx.cate === 7);
  // an expert never scores before acknowledging the guidelines
  if (ctx.cate === 7 && state === 'scoring' && before === 'open') expect(event.type).toBe('guidelines.acknowledge');
  if (ctx.cate === 7 && state === 'open') expect(snapshot.can({ type: 'scores.save', scored: 0 })).toBe(false);
  expect(actions.includes('recordGuidelines')).toBe(event.type === 'guidelines.acknowledge');
  expect(actions.includes('storeScores')).toBe(event.type === 'scores.save' || event.type === 'scores.submit');
  expect(actions.includes('reportReview')).toBe(state === 'submitted' && before === 'scoring');
  expect(actions.includes('refuseForConflict')).toBe(state === 'refused' && before !== 'refused');
  if (state === 'submitted') expect(ctx.scored).toBe(ctx.items);
  if (state === 'timedOut') expect(['timer.expired', 'task.close']).toContain(event.type);
  if (['submitted', 'timedOut', 'refused'].includes(state)) {
    expect(snapshot.status).toBe('done');
    expect(snapshot.can({ type: 'conflict.declare' })).toBe(false);
  }
}

describe('reviewTaskMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(reviewTaskModel);
  it.each(paths.map((p, i) => [`#${i} cate ${p.input!.cate} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(reviewTaskModel, p, check);
  });
});

describe('review task codes', () => {
  it('map every state to a spec task state', () => {
    const values = taskState.entries.map((e) => e.value);
    for (const state of REVIEW_TASK_STATES) expect(values).toContain(reviewTaskStateCode(state));
    expect(reviewTaskStateCode('submitted')).toBe('2');
    expect(reviewTaskStateCode('refused')).toBe('-1');
    expect(reviewTaskStateCode('toString')).toBeNull();
    expect(Object.keys(reviewTaskMachine.root.states).sort()).toEqual([...REVIEW_TASK_STATES].sort());
  });
});
