import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { exchangeMachine, exchangeRequestError, sourceBalance } from './exchange.machine';
import { exchangeModel } from './exchange.model';

type View = StepView<typeof exchangeMachine>;
const STEP_OF: Record<string, number> = { editing: 0, confirming: 1, submitting: 1, done: 2 };

function check({ snapshot, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[value]);
  expect(actions.includes('submitExchange')).toBe(value === 'submitting');
  if (value === 'confirming' || value === 'submitting') {
    // only an amount within the source wallet's balance gets past the first step
    expect(ctx.amountFen).toBeGreaterThan(0);
    if (event.type === 'exchange.next') expect(ctx.amountFen).toBeLessThanOrEqual(sourceBalance(ctx, ctx.direction));
  }
  if (value === 'confirming' && event.type === 'exchange.failed') expect(ctx.error).toEqual({ message: 'the transaction password is wrong' });
  if (value === 'editing' && event.type === 'exchange.insufficient') {
    expect(ctx.error).toEqual({ rule: 'balanceInsufficient' });
    expect(ctx.cnyFen).toBe(5_000);
  }
  if (value === 'done') {
    expect(actions).toContain('notifyExchanged');
    expect(ctx).toMatchObject({ cnyFen: 40_000, coinFen: 10_000 });
  }
  if (value === 'editing' && event.type === 'exchange.again') expect(ctx.amountFen).toBe(0);
}

describe('exchangeMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(exchangeModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(exchangeModel, p, check);
  });
});

describe('exchangeMachine', () => {
  it('checks the amount against the wallet it takes from', () => {
    const balances = { cnyFen: 500, coinFen: 100 };
    expect(exchangeRequestError(balances, 'cnyToCoin', 500)).toBeNull();
    expect(exchangeRequestError(balances, 'coinToCny', 500)).toEqual({ rule: 'balanceInsufficient' });
    expect(exchangeRequestError(balances, 'coinToCny', 0)).toMatchObject({ rule: 'amountMin' });
    expect(exchangeRequestError(balances, 'both', 1)).toEqual({ rule: 'exchangeDirection' });
  });

  it('goes back to the amount with the error when the balance changed meanwhile', () => {
    const actor = createActor(exchangeMachine, { input: { cnyFen: 10_000, coinFen: 0 } }).start();
    actor.send({ type: 'exchange.next', direction: 'cnyToCoin', amountFen: 10_000 });
    actor.send({ type: 'exchange.confirm', password: '135790' });
    actor.send({ type: 'exchange.insufficient', cnyFen: 2_000, coinFen: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().can({ type: 'exchange.next', direction: 'cnyToCoin', amountFen: 10_000 })).toBe(false);
  });
});
