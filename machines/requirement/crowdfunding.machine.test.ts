import { describe, expect, it } from 'vitest';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { contributionAllowed, crowdfundingMachine } from './crowdfunding.machine';
import { crowdfundingModel } from './crowdfunding.model';

function check({ snapshot, previous, event, actions }: StepView<typeof crowdfundingMachine>): void {
  const state = snapshot.value as string;
  const ctx = snapshot.context;
  // never beyond the target
  expect(ctx.raisedFen).toBeLessThanOrEqual(ctx.targetFen);
  expect(actions.includes('collect')).toBe(event.type === 'campaign.contribute');
  expect(actions.includes('settle')).toBe(state === 'funded');
  expect(actions.includes('refundAll')).toBe(state === 'failed' || state === 'cancelled');
  expect(actions.includes('inviteFunders')).toBe(state === 'open' && previous.value === 'applying');
  if (state === 'funded') expect(ctx.raisedFen).toBe(ctx.targetFen);
  if (state === 'failed') expect(ctx.raisedFen).toBeLessThan(ctx.targetFen);
  if (state === 'rejected') expect(ctx.reason).toBe('the return ratio is unrealistic');
  if (['funded', 'failed', 'rejected', 'cancelled'].includes(state)) expect(snapshot.status).toBe('done');
}

describe('crowdfundingMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(crowdfundingModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(crowdfundingModel, p, check);
  });
});

describe('contributionAllowed', () => {
  const ctx = { targetFen: 30_000, raisedFen: 25_000, minContributionFen: 10_000 };
  it('takes what is left when less than the minimum remains', () => {
    expect(contributionAllowed(ctx, 5_000)).toBe(true);
    expect(contributionAllowed(ctx, 4_999)).toBe(false);
    expect(contributionAllowed(ctx, 5_001)).toBe(false);
  });
  it('refuses zero, negatives and fractions', () => {
    expect(contributionAllowed({ ...ctx, raisedFen: 0 }, 0)).toBe(false);
    expect(contributionAllowed({ ...ctx, raisedFen: 0 }, -10_000)).toBe(false);
    expect(contributionAllowed({ ...ctx, raisedFen: 0 }, 10_000.5)).toBe(false);
    expect(contributionAllowed({ ...ctx, raisedFen: 0 }, 10_000)).toBe(true);
  });
});
