import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { firstStepWithError, publishMachine, stepErrors } from './publish.machine';
import { ATTACHMENT_ONLY_DRAFT, EMPTY_DRAFT, FULL_DRAFT, NO_DETAILS_DRAFT, NOT_AGREED_DRAFT, publishModel } from './publish.model';

type View = StepView<typeof publishMachine>;

const STEP_OF: Record<string, number> = { basics: 0, content: 1, review: 2, submitting: 2, submitted: 3, done: 3 };

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string | Record<string, string>;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  const ctx = snapshot.context;
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[top]);
  // effects run exactly on the transitions that name them
  expect(actions.includes('saveDraft')).toBe(snapshot.matches({ [top]: 'saving' }) && event.type === 'draft.save');
  expect(actions.includes('submitRequirement')).toBe(top === 'submitting');
  expect(actions.includes('startRedirectCountdown')).toBe(top === 'submitted' && event.type === 'publish.submitted');
  expect(actions.includes('goToList')).toBe(top === 'done');
  if (event.type === 'publish.leave') expect(actions).toContain('cancelCountdown');
  if (event.type === 'draft.saved') {
    expect(actions).toContain('showSaved');
    expect(ctx.requirementId).toBe(7);
  }
  // a save never loses the id, a failure keeps the step and says why
  if (previous.context.requirementId !== null) expect(ctx.requirementId).toBe(previous.context.requirementId);
  if (event.type === 'draft.saveFailed') {
    expect(top).toBe(Object.keys(previous.value as object)[0]);
    expect(ctx.error).toBe('the network is down');
  }
  if (event.type === 'publish.failed') {
    expect(top).toBe('review');
    expect(ctx.error).toBe('Complete required fields');
    expect(ctx.requirementId).toBe(7);
  }
  // a refused step or submit shows its rule errors and stays on (or goes to) the step holding the first one
  if (event.type === 'step.next' && Object.keys(ctx.errors).length) {
    expect(top).toBe(Object.keys(previous.value as object)[0]);
  }
  if (event.type === 'publish.submit') {
    if (top === 'submitting') expect(ctx.errors).toEqual({});
    else {
      expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
      expect(STEP_OF[top]).toBe(Math.max(firstStepWithError(ctx.errors), 0));
    }
  }
  if (top === 'submitted' || top === 'done') expect(snapshot.context.requirementId).toBe(7);
  if (top === 'done') expect(snapshot.status).toBe('done');
}

describe('publishMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(publishModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(publishModel, p, check);
  });
});

describe('publishMachine', () => {
  it('goes from step to step with the rules of each step only', () => {
    const actor = createActor(publishMachine, { input: { requirementId: null } }).start();
    actor.send({ type: 'step.next', draft: { ...EMPTY_DRAFT, title: 'x' } });
    expect(actor.getSnapshot().value).toEqual({ basics: 'idle' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['budgetFen', 'categoryId', 'durationDays', 'industryIds']);
    actor.send({ type: 'step.next', draft: NO_DETAILS_DRAFT });
    expect(actor.getSnapshot().value).toEqual({ content: 'idle' });
    actor.send({ type: 'step.next', draft: NO_DETAILS_DRAFT });
    expect(actor.getSnapshot().context.errors).toEqual({ detailsText: { rule: 'requirementDetailsRequired' } });
    actor.send({ type: 'step.next', draft: { ...ATTACHMENT_ONLY_DRAFT, agreed: false } });
    expect(actor.getSnapshot().value).toEqual({ review: 'idle' });
    actor.send({ type: 'publish.submit', draft: NOT_AGREED_DRAFT });
    expect(actor.getSnapshot().value).toEqual({ review: 'idle' });
    expect(actor.getSnapshot().context.errors).toEqual({ agreed: { rule: 'requirementAgreementRequired' } });
    actor.send({ type: 'publish.submit', draft: FULL_DRAFT });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('keeps the details counter rule of the services (5000 characters)', () => {
    expect(stepErrors(1, { ...FULL_DRAFT, detailsText: 'x'.repeat(5001) })).toEqual({ detailsText: { rule: 'richTextTooLong', params: { max: 5000 } } });
    expect(stepErrors(1, { ...FULL_DRAFT, detailsText: 'x'.repeat(5000) })).toEqual({});
  });
});
