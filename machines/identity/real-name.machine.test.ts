import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { realNameMachine } from './real-name.machine';
import { realNameModel } from './real-name.model';

type View = StepView<typeof realNameMachine>;

const STEP_OF: Record<string, number> = { unverified: 0, filling: 0, identityCheck: 1, inReview: 2, verified: 3, failed: 3 };

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[value]);

  // verified is final: nothing moves it, not even an edit (changing subject means contacting support)
  if (snapshot.matches('verified')) {
    expect(snapshot.status).toBe('done');
    for (const e of realNameModel.events) expect(snapshot.can(e)).toBe(false);
    expect(previous.matches('inReview')).toBe(true);
  }
  // only a person or a letter goes straight to review; a face check passes the identity check first
  if (snapshot.matches('inReview')) {
    if (event.type === 'application.submit') {
      expect(ctx.method === 'face').toBe(false);
      expect(actions).not.toContain('startFaceCheck');
    } else {
      expect(event.type).toBe('faceCheck.passed');
      expect(ctx.method).toBe('face');
    }
    expect(ctx.reason).toBeNull();
  }
  if (snapshot.matches('identityCheck')) {
    expect(ctx).toMatchObject({ subjectType: 'organisation', method: 'face' });
    expect(actions).toContain('startFaceCheck');
  }
  if (snapshot.matches('failed')) {
    expect(ctx.reason).toBe(event.type === 'review.reject' ? 'the photo is blurred' : 'the face did not match');
    expect(snapshot.can({ type: 'application.edit' })).toBe(true);
  }
  if (snapshot.matches('filling')) {
    // the reason of a failure stays visible while editing, until the next submission
    expect(ctx.reason !== null).toBe(previous.matches('failed'));
  }
  if (ctx.subjectType === 'person') expect(ctx.method).toBeNull();
}

describe('realNameMachine (model-based)', () => {
  const paths = shortestPaths(realNameModel);

  it('has paths to every state', () => {
    const reached = new Set(paths.flatMap(({ path }) => path.steps.map((step) => step.state.value as string)));
    expect([...reached].sort()).toEqual(['failed', 'filling', 'identityCheck', 'inReview', 'unverified', 'verified']);
  });

  for (const modelPath of paths) {
    it(modelPath.path.description, async () => {
      await runPath(realNameModel, modelPath, check);
    });
  }
});

describe('realNameMachine with the pure transition() the services use', () => {
  it('counts submissions and clears the reason on resubmission', () => {
    let [s] = initialTransition(realNameMachine);
    for (const e of [
      { type: 'application.edit' },
      { type: 'application.submit', subjectType: 'person' },
      { type: 'review.reject', reason: '  blurred  ' },
    ] as const) [s] = transition(realNameMachine, s, e);
    expect(s.value).toBe('failed');
    expect(s.context).toMatchObject({ reason: 'blurred', submissions: 1 });
    [s] = transition(realNameMachine, s, { type: 'application.edit' });
    const [resubmitted, actions] = transition(realNameMachine, s, { type: 'application.submit', subjectType: 'organisation', method: 'face' });
    expect(resubmitted.value).toBe('identityCheck');
    expect(resubmitted.context).toMatchObject({ reason: null, submissions: 2, subjectType: 'organisation', method: 'face' });
    expect(actions.map((a) => a.type)).toContain('startFaceCheck');
  });
});
