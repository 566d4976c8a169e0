import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { rechargeStatus } from '../codes/wallet.codes';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { RECHARGE_STATES, RECHARGE_STATUS_CODE, rechargeOrderMachine } from './recharge-order.machine';
import { rechargeOrderModel } from './recharge-order.model';

type View = StepView<typeof rechargeOrderMachine>;
const STEP_OF: Record<string, number> = { filling: 0, awaitingTransfer: 1, awaitingProof: 2, awaitingReview: 3, done: 3, failed: 3 };
const voucher = { type: 'voucher.submit', transferReference: 'TX20261122001', voucherKey: 'auth/1_1_v.png' } as const;

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[value]);
  if (value !== 'filling') {
    expect(ctx.amountFen).toBeGreaterThanOrEqual(100);
    expect(ctx.bankCardId).not.toBeNull();
  }
  // the wallet is credited on approval and at no other moment
  expect(actions.includes('creditWallet')).toBe(value === 'done' && event.type === 'review.approve');
  if (value === 'awaitingReview') {
    expect(event.type).toBe('voucher.submit');
    expect(ctx.submissions).toBe(previous.context.submissions + 1);
    expect(ctx.reason).toBeNull();
    expect(actions).toContain('notifyOperations');
    // under review the window no longer runs and the member cannot cancel
    expect(snapshot.can({ type: 'timer.expired' })).toBe(false);
    expect(snapshot.can({ type: 'order.cancel' })).toBe(false);
  }
  if (value === 'awaitingProof' && event.type === 'review.reject') {
    expect(ctx.reason).not.toBeNull();
    expect(actions).toContain('notifyRejected');
    expect(snapshot.can(voucher)).toBe(true); // resubmit
  }
  if (value === 'failed') {
    expect(['expired', 'cancelled']).toContain(ctx.reason);
    expect(previous.value === 'awaitingTransfer' || previous.value === 'awaitingProof').toBe(true);
  }
  if (value === 'done' || value === 'failed') {
    expect(snapshot.status).toBe('done');
    expect(snapshot.can({ type: 'review.approve' })).toBe(false);
  }
}

describe('rechargeOrderMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(rechargeOrderModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(rechargeOrderModel, p, check);
  });
});

describe('rechargeOrderMachine', () => {
  it('maps every stored state to the spec 3 recharge status code', () => {
    expect(RECHARGE_STATES.map((s) => RECHARGE_STATUS_CODE[s]).sort()).toEqual(rechargeStatus.entries.map((c) => c.value).sort());
  });

  it('a rejected voucher returns to awaiting proof with the reason and can be resubmitted, then approved once', () => {
    const actor = createActor(rechargeOrderMachine).start();
    actor.send({ type: 'order.create', amountFen: 50_000, bankCardId: 3 });
    actor.send({ type: 'transfer.confirm' });
    actor.send(voucher);
    actor.send({ type: 'review.reject', reason: 'blurred screenshot' });
    expect(actor.getSnapshot().value).toBe('awaitingProof');
    expect(actor.getSnapshot().context.reason).toBe('blurred screenshot');
    actor.send(voucher);
    actor.send({ type: 'review.approve' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.submissions).toBe(2);
  });

  it('refuses less than 1 yuan and fractions of a fen', () => {
    const snapshot = createActor(rechargeOrderMachine).getSnapshot();
    expect(snapshot.can({ type: 'order.create', amountFen: 99, bankCardId: 3 })).toBe(false);
    expect(snapshot.can({ type: 'order.create', amountFen: 100.5, bankCardId: 3 })).toBe(false);
    expect(snapshot.can({ type: 'order.create', amountFen: 100, bankCardId: 3 })).toBe(true);
  });
});
