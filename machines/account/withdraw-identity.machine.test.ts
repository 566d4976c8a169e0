import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { accountMethods } from './account-flow';
import { checkAccountFlow } from './account-flow.checks';
import { withdrawIdentityMachine } from './withdraw-identity.machine';
import { withdrawIdentityModel } from './withdraw-identity.model';

type View = StepView<typeof withdrawIdentityMachine>;

function check(view: View): void {
  checkAccountFlow(view as never, {
    stepOf: { method: 0, code: 1, done: 2 },
    methods: (ctx) => accountMethods(ctx, false),
    allMethods: ['phone', 'email'],
  });
  const { snapshot, actions } = view;
  if (snapshot.matches('done')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('returnIdentity');
    expect(snapshot.output).toEqual({
      identifier: snapshot.context.method === 'phone' ? '86-13800000001' : 'demo@portal.local',
      codeKey: 'key-1',
    });
  }
}

describe('withdrawIdentityMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(withdrawIdentityModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(withdrawIdentityModel, p, check);
  });
});

describe('withdrawIdentityMachine', () => {
  it('hands the identifier and code key to the action the caller provides', () => {
    const received: unknown[] = [];
    const machine = withdrawIdentityMachine.provide({
      actions: { returnIdentity: ({ context }) => received.push({ method: context.method, key: context.codeKey }) },
    });
    const actor = createActor(machine, { input: { phone: null, email: 'demo@portal.local' } }).start();
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'phone' })).toBe(false);
    actor.send({ type: 'method.select', method: 'email' });
    actor.send({ type: 'captcha.loaded', captchaId: 'c', image: 'x' });
    actor.send({ type: 'code.send', captchaCode: 'abcd' });
    actor.send({ type: 'code.sent' });
    actor.send({ type: 'code.verify', code: '123456' });
    actor.send({ type: 'code.verified', codeKey: 'k9' });
    expect(stepIndexOf(actor.getSnapshot())).toBe(2);
    expect(actor.getSnapshot().output).toEqual({ identifier: 'demo@portal.local', codeKey: 'k9' });
    expect(received).toEqual([{ method: 'email', key: 'k9' }]);
  });
});
