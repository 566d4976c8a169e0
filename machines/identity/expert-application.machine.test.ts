import { describe, expect, it } from 'vitest';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { EXPERT_APPLICATION_STATES, expertApplicationMachine, isExpertState } from './expert-application.machine';
import { expertApplicationModel } from './expert-application.model';

function check({ snapshot, previous, event, actions }: StepView<typeof expertApplicationMachine>): void {
  const state = snapshot.value as string;
  const before = previous.value as string;
  expect(EXPERT_APPLICATION_STATES).toContain(state);
  expect(actions.includes('grantExpert')).toBe(state === 'approved' && before === 'submitted');
  expect(actions.includes('storeApplication')).toBe(event.type === 'application.save' || event.type === 'application.submit');
  // the reason stays visible while the member edits, and goes with the next submission
  if (state === 'rejected') expect(snapshot.context.reason).toBe('the licence is unreadable');
  if (state === 'submitted' && event.type === 'application.submit') expect(snapshot.context.reason).toBeNull();
  if (state === 'draft' && before === 'rejected') expect(snapshot.context.reason).not.toBeNull();
  if (state === 'approved') {
    expect(snapshot.status).toBe('done');
    expect(isExpertState(state)).toBe(true);
  } else expect(isExpertState(state)).toBe(false);
  // operations decide only on a submitted application
  expect(snapshot.can({ type: 'review.approve' })).toBe(state === 'submitted');
}

describe('expertApplicationMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(expertApplicationModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(expertApplicationModel, p, check);
  });

  it('names every state node once', () => {
    expect(Object.keys(expertApplicationMachine.root.states).sort()).toEqual([...EXPERT_APPLICATION_STATES].sort());
  });
});
