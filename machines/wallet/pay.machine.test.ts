import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { payMachine } from './pay.machine';
import { payModel } from './pay.model';

type View = StepView<typeof payMachine>;

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  if (value === 'review' || value === 'insufficient') expect(stepIndexOf(snapshot)).toBe(0);
  if (value === 'askingPassword' || value === 'paying') expect(stepIndexOf(snapshot)).toBe(1);
  // the password is asked only when the balance covers the price
  if (value === 'askingPassword' && event.type === 'pay.start') expect(ctx.balanceFen).toBeGreaterThanOrEqual(ctx.priceFen);
  if (value === 'insufficient' && event.type === 'pay.start') expect(ctx.balanceFen).toBeLessThan(ctx.priceFen);
  expect(actions.includes('submitPayment')).toBe(value === 'paying');
  if (value === 'paid') expect(actions).toContain('notifyPaid');
  if (value === 'leftForWallet') expect(actions).toContain('goToWallet');
  if (value === 'askingPassword' && event.type === 'pay.failed') expect(ctx.error).toBe('the transaction password is wrong');
  if (value === 'insufficient' && event.type === 'pay.insufficient') expect(ctx.balanceFen).toBe(500);
  if (['paid', 'leftForWallet', 'cancelled'].includes(value)) expect(snapshot.status).toBe('done');
  if (value === 'review' && event.type === 'balance.loaded') expect(previous.context.balanceFen === ctx.balanceFen || ctx.balanceFen === 20_000).toBe(true);
}

describe('payMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(payModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(payModel, p, check);
  });
});

describe('payMachine', () => {
  it('after a deposit elsewhere the same view can pay', () => {
    const actor = createActor(payMachine, { input: { priceFen: 10_000, balanceFen: 0 } }).start();
    actor.send({ type: 'pay.start' });
    expect(actor.getSnapshot().value).toBe('insufficient');
    actor.send({ type: 'balance.loaded', balanceFen: 10_000 });
    actor.send({ type: 'pay.start' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
  });
});
