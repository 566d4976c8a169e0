import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { withdrawalFee } from '../rules/money';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { withdrawRequestError, withdrawRequestMachine } from './withdraw-request.machine';
import { withdrawRequestModel } from './withdraw-request.model';

type View = StepView<typeof withdrawRequestMachine>;

function check({ snapshot, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  if (value !== 'editing') {
    expect(ctx.amountFen).toBe(20_000);
    expect(ctx.feeFen).toBe(withdrawalFee(20_000, ctx.feeRateBp));
    expect(ctx.amountFen).toBeLessThanOrEqual(ctx.availableFen);
  }
  // identity comes before the password, and the request is sent only with both
  if (value === 'enteringPassword' || value === 'submitting') expect(ctx.codeKey).toBe('key-1');
  if (value === 'confirming' || value === 'verifyingIdentity') expect(ctx.codeKey).toBeNull();
  expect(actions.includes('submitWithdrawal')).toBe(value === 'submitting');
  if (value === 'verifyingIdentity' && (event.type === 'withdraw.confirm' || event.type === 'identity.expired')) expect(actions).toContain('openIdentity');
  if (value === 'verifyingIdentity' && event.type === 'identity.expired') expect(ctx.error).not.toBeNull();
  if (value === 'enteringPassword' && event.type === 'withdraw.failed') expect(ctx.error).toEqual({ message: 'the transaction password is wrong' });
  if (value === 'submitted') {
    expect(snapshot.status).toBe('done');
    expect(ctx.withdrawalId).toBe(12);
  }
}

describe('withdrawRequestMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(withdrawRequestModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(withdrawRequestModel, p, check);
  });
});

describe('withdrawRequestMachine', () => {
  it('refuses more than the available balance and an amount the fee would eat', () => {
    expect(withdrawRequestError(50_000, 50, 50_001)).toEqual({ rule: 'balanceInsufficient' });
    expect(withdrawRequestError(50_000, 10, 1)).toEqual({ rule: 'amountMin', params: { min: '0.02' } });
    expect(withdrawRequestError(50_000, 50, 20_000)).toBeNull();
  });

  it('shows the fee rounded up to the fen', () => {
    const actor = createActor(withdrawRequestMachine, { input: { availableFen: 50_000, feeRateBp: 10 } }).start();
    actor.send({ type: 'withdraw.next', amountFen: 12_345, bankCardId: 3 });
    expect(actor.getSnapshot().context.feeFen).toBe(13); // 12.345 fen → 13
  });
});
