import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { withdrawStatus } from '../codes/wallet.codes';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { mayMarkPaid, WITHDRAW_STATUS_CODE, WITHDRAWAL_STATES, withdrawalMachine } from './withdrawal.machine';
import { withdrawalModel } from './withdrawal.model';

type View = StepView<typeof withdrawalMachine>;
const STEP_OF: Record<string, number> = { filling: 0, awaitingPayout: 1, paying: 1, paid: 2, failed: 2 };
const submit = { type: 'withdraw.submit', amountFen: 20_000, feeFen: 100, feeRateBp: 50, bankCardId: 3 } as const;

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[value]);
  // each ledger effect happens exactly on its transition
  expect(actions.includes('holdFunds')).toBe(event.type === 'withdraw.submit');
  expect(actions.includes('settlePayout')).toBe(value === 'paid' && event.type === 'payout.paid');
  expect(actions.includes('releaseHold')).toBe(value === 'failed' && event.type === 'payout.fail');
  if (value === 'paying') expect(ctx.startedBy).toBe(1);
  if (value === 'paid') {
    expect(ctx.bankReference).toBe('BK20261122001');
    // four eyes: above the threshold the one who started it cannot be the one who marks it paid
    if (ctx.amountFen > ctx.fourEyesFen) expect(ctx.paidBy).not.toBe(ctx.startedBy);
  }
  if (value === 'failed') {
    expect(ctx.reason).toBe('the card is closed');
    expect(['awaitingPayout', 'paying']).toContain(previous.value);
  }
  if (value === 'paid' || value === 'failed') {
    expect(snapshot.status).toBe('done');
    expect(snapshot.can({ type: 'payout.fail', actorId: 1, reason: 'again' })).toBe(false);
  }
}

describe('withdrawalMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(withdrawalModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(withdrawalModel, p, check);
  });
});

describe('withdrawalMachine', () => {
  it('maps every stored state to the spec 3 withdraw status code', () => {
    expect(WITHDRAWAL_STATES.map((s) => WITHDRAW_STATUS_CODE[s]).sort()).toEqual(withdrawStatus.entries.map((c) => c.value).sort());
  });

  it('above the four-eyes limit the starter is refused and a second operator may mark it paid', () => {
    const actor = createActor(withdrawalMachine, { input: { fourEyesFen: 10_000 } }).start();
    actor.send(submit);
    actor.send({ type: 'payout.start', actorId: 7 });
    const paying = actor.getSnapshot();
    expect(paying.can({ type: 'payout.paid', actorId: 7, bankReference: 'BK20261122001' })).toBe(false);
    expect(paying.can({ type: 'payout.paid', actorId: 8, bankReference: 'BK20261122001' })).toBe(true);
    expect(mayMarkPaid(paying.context, 7)).toBe(false);
  });

  it('at or below the limit one operator may start and finish', () => {
    const actor = createActor(withdrawalMachine, { input: { fourEyesFen: 20_000 } }).start();
    actor.send(submit);
    actor.send({ type: 'payout.start', actorId: 7 });
    actor.send({ type: 'payout.paid', actorId: 7, bankReference: 'BK20261122001' });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('refuses a fee as large as the amount', () => {
    const snapshot = createActor(withdrawalMachine, { input: { fourEyesFen: 0 } }).getSnapshot();
    expect(snapshot.can({ ...submit, feeFen: 20_000 })).toBe(false);
  });
});
