import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { accountMethods } from './account-flow';
import { checkAccountFlow } from './account-flow.checks';
import { changeLoginPasswordMachine } from './change-login-password.machine';
import { changeLoginPasswordModel } from './change-login-password.model';

type View = StepView<typeof changeLoginPasswordMachine>;

function check(view: View): void {
  checkAccountFlow(view as never, {
    stepOf: { method: 0, code: 1, password: 2, done: 3 },
    methods: (ctx) => accountMethods(ctx),
    allMethods: ['phone', 'email', 'password'],
  });
  const { snapshot, actions } = view;
  if (snapshot.matches({ password: 'editing' })) {
    // the current password is asked for (and required) only for the old-password method
    const bare = { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x' } as const;
    expect(snapshot.can(bare)).toBe(snapshot.context.method !== 'password');
    expect(snapshot.can({ ...bare, currentPassword: '' })).toBe(snapshot.context.method !== 'password');
  }
  if (snapshot.matches('done')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('showSuccess');
  }
}

describe('changeLoginPasswordMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(changeLoginPasswordModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(changeLoginPasswordModel, p, check);
  });
});

describe('changeLoginPasswordMachine', () => {
  it('offers the old password only once the login password was changed', () => {
    const never = createActor(changeLoginPasswordMachine, { input: { phone: '86-13800000001', email: null, lastModified: null } }).start();
    expect(never.getSnapshot().can({ type: 'method.select', method: 'password' })).toBe(false);
    expect(never.getSnapshot().can({ type: 'method.select', method: 'email' })).toBe(false);
    const changed = createActor(changeLoginPasswordMachine, { input: { phone: null, email: 'a@b.cn', lastModified: 1 } }).start();
    expect(changed.getSnapshot().can({ type: 'method.select', method: 'password' })).toBe(true);
    expect(changed.getSnapshot().can({ type: 'method.select', method: 'phone' })).toBe(false);
  });

  it('skips the code step for the old password: method, then set (steps 0 → 2 → 3)', () => {
    const actor = createActor(changeLoginPasswordMachine, { input: { phone: '86-13800000001', email: null, lastModified: 1 } }).start();
    actor.send({ type: 'method.select', method: 'password' });
    expect(actor.getSnapshot().value).toEqual({ password: 'editing' });
    expect(stepIndexOf(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x', currentPassword: 'Old@2026x' });
    actor.send({ type: 'password.saved' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(stepIndexOf(actor.getSnapshot())).toBe(3);
  });

  it('goes through the four steps by e-mail', () => {
    const actor = createActor(changeLoginPasswordMachine, { input: { phone: null, email: 'demo@portal.local' } }).start();
    const steps = [stepIndexOf(actor.getSnapshot())];
    actor.send({ type: 'method.select', method: 'email' });
    actor.send({ type: 'captcha.loaded', captchaId: 'c', image: 'x' });
    actor.send({ type: 'code.send', captchaCode: 'abcd' });
    actor.send({ type: 'code.sent' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'code.verify', code: '123456' });
    actor.send({ type: 'code.verified', codeKey: 'k' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    expect(actor.getSnapshot().context.codeKey).toBe('k');
    actor.send({ type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x' });
    actor.send({ type: 'password.saved' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    expect(steps).toEqual([0, 1, 2, 3]);
  });
});
