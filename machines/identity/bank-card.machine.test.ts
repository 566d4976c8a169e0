import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { bankCardMachine } from './bank-card.machine';
import { bankCardModel, MODEL_CARD } from './bank-card.model';

type View = StepView<typeof bankCardMachine>;
const STEP_OF: Record<string, number> = { filling: 0, verifying: 1, failed: 2, expired: 2, locked: 2, verified: 2 };
const details = { cardNumber: MODEL_CARD, branchName: '北京海淀支行', mobile: '13800000001' };

function check({ snapshot, previous, event, actions }: View): void {
  const value = snapshot.value as string;
  const ctx = snapshot.context;
  if (value in STEP_OF) expect(stepIndexOf(snapshot)).toBe(STEP_OF[value]);
  // the cardholder is the verified name whatever happened
  expect(ctx.cardholderName).toBe('张三');

  if (value === 'verifying') {
    expect(ctx.attemptsLeft).toBeGreaterThan(0);
    expect(ctx.last4).toBe(MODEL_CARD.slice(-4));
    expect(ctx.bankCode).toBe('ICBC');
    expect(ctx.cardType).toBe('debit');
    if (event.type === 'card.submit' || event.type === 'card.edit') {
      // a new deposit each time, with fresh attempts
      expect(actions).toContain('sendDeposit');
      expect(ctx.attemptsLeft).toBe(ctx.maxAttempts);
      expect(ctx.reason).toBeNull();
    }
    if (event.type === 'amount.wrong') expect(ctx.attemptsLeft).toBe(previous.context.attemptsLeft - 1);
    // only these leave verifying
    expect(snapshot.can({ type: 'card.delete' })).toBe(false);
    expect(snapshot.can({ type: 'card.unlink' })).toBe(false);
  }
  if (value === 'locked') {
    // 'Amount exceeds limit': only removal
    expect(event.type).toBe('amount.wrong');
    expect(ctx.attemptsLeft).toBe(0);
    expect(snapshot.can({ type: 'card.delete' })).toBe(true);
    for (const e of [{ type: 'card.cancel' }, { type: 'amount.correct' }, { type: 'card.unlink' }, { type: 'card.edit', ...details }] as const) {
      expect(snapshot.can(e)).toBe(false);
    }
  }
  if (value === 'failed' || value === 'expired') {
    expect(ctx.reason).not.toBeNull();
    expect(snapshot.can({ type: 'card.edit', ...details })).toBe(true);
    expect(snapshot.can({ type: 'card.cancel' })).toBe(true);
    expect(snapshot.can({ type: 'amount.correct' })).toBe(false);
  }
  if (value === 'verified') {
    if (event.type === 'amount.correct') expect(actions).toContain('notifyVerified');
    expect(snapshot.can({ type: 'default.set' })).toBe(!ctx.isDefault);
    expect(snapshot.can({ type: 'card.delete' })).toBe(false); // a verified card leaves by unlink (transaction password)
  }
  if (value === 'unlinked') expect(ctx.isDefault).toBe(false);
  if (['cancelled', 'deleted', 'unlinked'].includes(value)) expect(snapshot.status).toBe('done');
}

describe('bankCardMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(bankCardModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(bankCardModel, p, check);
  });
});

describe('bankCardMachine', () => {
  it('locks after three wrong amounts: only removal is left', () => {
    const actor = createActor(bankCardMachine, { input: { cardholderName: '张三' } }).start();
    actor.send({ type: 'card.submit', ...details });
    actor.send({ type: 'amount.wrong' });
    actor.send({ type: 'amount.wrong' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.attemptsLeft).toBe(1);
    actor.send({ type: 'amount.wrong' });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'amount.correct' });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'card.delete' });
    expect(actor.getSnapshot().value).toBe('deleted');
  });

  it('refuses a credit card at submit and keeps the name fixed', () => {
    const actor = createActor(bankCardMachine, { input: { cardholderName: '李四' } }).start();
    expect(actor.getSnapshot().can({ type: 'card.submit', ...details, cardNumber: '6259191234567890' })).toBe(false);
    actor.send({ type: 'card.submit', ...details });
    actor.send({ type: 'ops.fail', reason: 'stuck' });
    actor.send({ type: 'card.edit', ...details });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.cardholderName).toBe('李四');
  });
});
