import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { accountMethods } from './account-flow';
import { checkAccountFlow } from './account-flow.checks';
import { changeTransactionPasswordMachine, transactionPasswordsError } from './change-transaction-password.machine';
import { changeTransactionPasswordModel } from './change-transaction-password.model';

type View = StepView<typeof changeTransactionPasswordMachine>;

function check(view: View): void {
  checkAccountFlow(view as never, {
    stepOf: { intro: 0, method: 1, code: 2, password: 3, done: 4 },
    methods: (ctx) => accountMethods(ctx),
    allMethods: ['phone', 'email', 'password'],
  });
  const { snapshot, actions, event } = view;
  if (snapshot.matches('intro')) {
    expect(snapshot.can({ type: 'method.select', method: 'phone' })).toBe(false);
    if (event.type === 'step.back') expect(view.previous.matches('method')).toBe(true);
  }
  if (snapshot.matches({ password: 'editing' })) {
    const bare = { type: 'password.submit', password: '135790', confirmPassword: '135790' } as const;
    expect(snapshot.can(bare)).toBe(snapshot.context.method !== 'password');
    expect(snapshot.can({ ...bare, currentPassword: '12345' })).toBe(snapshot.context.method !== 'password');
  }
  if (snapshot.matches('done')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('showSuccess');
  }
}

describe('changeTransactionPasswordMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(changeTransactionPasswordModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(changeTransactionPasswordModel, p, check);
  });
});

describe('changeTransactionPasswordMachine', () => {
  it('a first-time set has no old password: a code is the only way', () => {
    const actor = createActor(changeTransactionPasswordMachine, { input: { phone: '86-13800000001', email: 'a@b.cn', lastModified: null } }).start();
    actor.send({ type: 'intro.next' });
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'password' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'phone' })).toBe(true);
  });

  it('needs exactly six digits, twice the same', () => {
    expect(transactionPasswordsError('135790', '135790')).toBeNull();
    expect(transactionPasswordsError('13579', '13579')).toEqual({ rule: 'transactionPasswordLength', params: { n: 6 } });
    expect(transactionPasswordsError('13579a', '13579a')).toEqual({ rule: 'transactionPasswordDigits' });
    expect(transactionPasswordsError('135790', '135791')).toEqual({ rule: 'passwordMismatch' });
  });

  it('intro, method, code, set, done: steps 0 to 4; the old password skips the code', () => {
    const actor = createActor(changeTransactionPasswordMachine, { input: { phone: '86-13800000001', lastModified: 1 } }).start();
    const steps = [stepIndexOf(actor.getSnapshot())];
    actor.send({ type: 'intro.next' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'method.select', method: 'phone' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'step.back' });
    actor.send({ type: 'method.select', method: 'password' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'password.submit', password: '135790', confirmPassword: '135790', currentPassword: '246802' });
    actor.send({ type: 'password.saved' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    expect(steps).toEqual([0, 1, 2, 3, 4]);
  });
});
