import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { subStepTableOf } from '../codes/pre-review.codes';
import { crowdfundingStatus, mainStage, requirementDraftStatus, subStepStatus } from '../codes/requirement.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { HALL_STATES, REQUIREMENT_STATES, requirementCodesOf, requirementLifecycle, requirementMachine, statesOfStage, stepCounts } from './requirement.machine';
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
  expect(actions.includes('refundFee')).toBe(state === 'terminated' && (before === 'awaitingPreReview' || before.startsWith('preReview.')));
  checkStage2({ snapshot, previous, event, actions } as View, state, before);
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

/** Each stage-2 step opens on entry and closes on exit; fees and announcements happen exactly where a step ends with a result. */
const STEPS = { marketAssessment: 'MarketAssessment', analysis: 'Analysis', analysisReview: 'AnalysisReview', solicitation: 'Solicitation', expertReview: 'SolutionReview' } as const;
const EVALUATIVE = ['preReview.marketAssessment', 'preReview.analysisReview', 'preReview.expertReview'];

function checkStage2({ snapshot, previous, event, actions }: View, state: string, before: string): void {
  for (const [step, effect] of Object.entries(STEPS)) {
    const path = `preReview.${step}`;
    expect(actions.includes(`open${effect}`), `open${effect}`).toBe(state === path && before !== path);
    expect(actions.includes(`close${effect}`), `close${effect}`).toBe(before === path && state !== path);
  }
  const forward: Record<string, string> = {
    'preReview.marketAssessment': 'preReview.analysis',
    'preReview.analysisReview': 'preReview.solicitation',
    'preReview.expertReview': 'preReview.complete',
  };
  const stoppedInStage2 = state === 'terminated' && before.startsWith('preReview.');
  expect(actions.includes('payTaskFees')).toBe(forward[before] === state || stoppedInStage2);
  expect(actions.includes('announceSelection')).toBe(before === 'preReview.analysisReview' && state === 'preReview.solicitation');
  expect(actions.includes('announceResult')).toBe(before === 'preReview.expertReview' && state === 'preReview.complete');
  expect(actions.includes('settleReviewFee')).toBe(state === 'preReview.complete' && before !== state);
  const now = stepCounts(snapshot.context);
  const was = stepCounts(previous.context);
  // an evaluative step never stays open at its quorum; a step just entered starts from nothing
  if (EVALUATIVE.includes(state)) expect(now.tasksDone).toBeLessThan(snapshot.context.quorum);
  if (state in forward || ['preReview.analysis', 'preReview.solicitation'].includes(state)) {
    if (state !== before) expect(now).toEqual({ tasksDone: 0, usable: 0 });
  }
  // a step moves forward only with a result, and into its dead end only without one
  const passing = 'passing' in event ? event.passing : null;
  const hadResult = event.type === 'timer.expired' ? was.usable > 0 : passing! > 0;
  const withResult: Record<string, string> = {
    'preReview.analysis': 'preReview.analysisReview',
    'preReview.analysisReview': 'preReview.solicitation',
    'preReview.solicitation': 'preReview.expertReview',
    'preReview.expertReview': 'preReview.complete',
  };
  if (withResult[before] === state) expect(hadResult).toBe(true);
  if (['preReview.breakdownExpired', 'preReview.noPlanSelected', 'preReview.noSolution', 'preReview.noSolutionPassed'].includes(state) && before !== state) {
    expect(hadResult).toBe(false);
    expect(snapshot.can({ type: 'requirement.stop', reason: 'no result' })).toBe(true);
  }
  if (state === 'preReview.breakdownExpired') expect(requirementCodesOf(state)).toMatchObject({ subStep: 1, subStepStatus: 4 });
  if (state === 'preReview.complete') expect(snapshot.can({ type: 'stage.complete' })).toBe(true);
  if (state === 'investorBidding') expect(before === 'preReview.complete' || before === 'investorBidding').toBe(true);
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
      if (c.subStep !== null) expect(codes({ entries: subStepTableOf(c.mainStage)! })).toContain(c.subStep);
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

  it('give every stage-2 state main stage 2 and a pre-review step, "complete" the stage-complete status', () => {
    const stage2 = REQUIREMENT_STATES.filter((s) => s.startsWith('preReview.'));
    expect(stage2).toHaveLength(10);
    expect(statesOfStage(2)).toEqual(stage2);
    for (const s of stage2) expect(requirementCodesOf(s).mainStage).toBe(2);
    expect(requirementCodesOf('preReview.marketAssessment')).toMatchObject({ subStep: -1, subStepStatus: 1 });
    expect(requirementCodesOf('preReview.complete')).toMatchObject({ subStep: 4, subStepStatus: 3 });
  });

  it('go on with a requirement stored in pre-review before the stage had steps (no counters, value "preReview")', () => {
    const { tasksDone: _t, usable: _u, ...old } = createActor(requirementMachine, { input: { publisherId: 1, quorum: 2 } }).getSnapshot().context;
    const snapshot = requirementMachine.resolveState({ value: 'preReview', context: old });
    expect(snapshot.matches({ preReview: 'marketAssessment' })).toBe(true);
    const actor = createActor(requirementMachine, { snapshot, input: { publisherId: 1, quorum: 2 } }).start();
    actor.send({ type: 'assessment.submitted' });
    expect(actor.getSnapshot().context.tasksDone).toBe(1);
    actor.send({ type: 'assessment.submitted' });
    expect(actor.getSnapshot().value).toEqual({ preReview: 'analysis' });
  });

  it('offer operations the review and the publisher the draft events', () => {
    const actor = createActor(requirementMachine, { input: { publisherId: 1, quorum: 3 } }).start();
    actor.send({ type: 'requirement.submit' });
    expect(requirementLifecycle.events['review.approve'].by).toEqual(['operations']);
    expect(actor.getSnapshot().can({ type: 'review.approve', feeFen: 1 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'requirement.save' })).toBe(false);
  });
});
