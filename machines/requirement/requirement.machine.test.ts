import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { crowdfundingStatus, mainStage, requirementDraftStatus, subProcessStep, subStepStatus } from '../codes/requirement.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { HALL_STATES, REQUIREMENT_STATES, requirementCodesOf, requirementLifecycle, requirementMachine, statesOfStage } from './requirement.machine';
import { requirementModel } from './requirement.model';

type View = StepView<typeof requirementMachine>;

/** `feeDue.crowdfunding` for a nested value, as the services store it. */
const stateValueString = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${stateValueString(v)}`).join('+');

function check({ snapshot, previous, event, actions }: View): void {
  const state = stateValueString(snapshot.value);
  expect(REQUIREMENT_STATES).toContain(state);
  const before = stateValueString(previous.value);
  const ctx = snapshot.context;
  // effects happen exactly on their transitions
  expect(actions.includes('inviteAssessors')).toBe(state === 'evaluating' && before !== 'evaluating');
  expect(actions.includes('payFee')).toBe(event.type === 'fee.pay');
  expect(actions.includes('closeEvaluation')).toBe(before === 'evaluating' && state !== 'evaluating');
  expect(actions.includes('cancelCampaign')).toBe(state === 'terminated' && ['feeDue.crowdfundingApplying', 'feeDue.crowdfunding'].includes(before));
  expect(actions.includes('refundFee')).toBe(state === 'terminated' && ['awaitingPreReview', 'preReview'].includes(before));
  if (state === 'rejected') expect(ctx.reason).toBe('the budget is missing');
  if (state === 'evaluating') expect(ctx.answers).toBeLessThan(ctx.quorum);
  if (state.startsWith('feeDue') && before === 'evaluating') expect(ctx.answers).toBeGreaterThan(0);
  if (state === 'evaluationTimedOut') expect(ctx.answers).toBe(0);
  if (state === 'awaitingPreReview') expect(ctx.feeMode).not.toBeNull();
  if (state === 'feeDue.crowdfundingApplying') expect(ctx.campaignId).toBe(9);
  if (state === 'terminated') {
    expect(ctx.endedBy).toBe(event.type === 'requirement.stop' ? 'operations' : 'publisher');
    expect(snapshot.status).toBe('done');
  }
  if (['completed', 'expired', 'failed', 'terminated'].includes(state)) {
    expect(snapshot.can({ type: 'requirement.stop', reason: 'again' })).toBe(false);
    expect(requirementCodesOf(state).outcome).not.toBeNull();
  }
  // the publisher may withdraw only while no money is involved
  const mayWithdraw = ['draft', 'inReview', 'rejected', 'evaluationTimedOut', 'feeDue.choosingMode', 'feeDue.paymentExpired', 'feeDue.crowdfundingFailed'];
  expect(snapshot.can({ type: 'requirement.withdraw' })).toBe(mayWithdraw.includes(state));
}

describe('requirementMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(requirementModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(requirementModel, p, check);
  });
});

describe('requirement codes', () => {
  it('give every stored state codes of the spec tables', () => {
    const codes = (t: { entries: readonly { value: string }[] }) => t.entries.map((e) => Number(e.value));
    for (const state of REQUIREMENT_STATES) {
      const c = requirementCodesOf(state);
      expect(codes(mainStage)).toContain(c.mainStage);
      if (c.subStep !== null) expect(codes(subProcessStep)).toContain(c.subStep);
      expect(codes(subStepStatus)).toContain(c.subStepStatus);
      if (c.draftStatus !== null) expect(codes(requirementDraftStatus)).toContain(c.draftStatus);
      if (c.crowdfundingStatus !== null) expect(codes(crowdfundingStatus)).toContain(c.crowdfundingStatus);
    }
  });

  it('name each state node of the machine once', () => {
    const leaves: string[] = [];
    const walk = (node: { key: string; states: Record<string, unknown>; path: string[] }) => {
      const children = Object.values(node.states) as (typeof node)[];
      if (!children.length) leaves.push(node.path.join('.'));
      children.forEach(walk);
    };
    walk(requirementMachine.root as never);
    expect([...leaves].sort()).toEqual([...REQUIREMENT_STATES].sort());
  });

  it('put every hall state in exactly one stage', () => {
    const byStage = [1, 2, 3, 4, 5, 6, 7].flatMap(statesOfStage);
    expect([...byStage].sort()).toEqual([...HALL_STATES].sort());
    expect(HALL_STATES).not.toContain('draft');
  });

  it('offer operations the review and the publisher the draft events', () => {
    const actor = createActor(requirementMachine, { input: { publisherId: 1, quorum: 3 } }).start();
    actor.send({ type: 'requirement.submit' });
    expect(requirementLifecycle.events['review.approve'].by).toEqual(['operations']);
    expect(actor.getSnapshot().can({ type: 'review.approve', feeFen: 1 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'requirement.save' })).toBe(false);
  });
});
