import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { bindContactMachine, bindTarget } from './bind-contact.machine';
import { bindContactModel } from './bind-contact.model';

type View = StepView<typeof bindContactMachine>;
const STEP_OF: Record<string, number> = { identify: 0, code: 1, binding: 1, done: 2 };

function check({ snapshot, previous, event, actions }: View): void {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[top]);
  const ctx = snapshot.context;
  // an identifier of the other kind is refused: a phone dialog takes no e-mail and the reverse
  const other = ctx.channel === 'phone' ? 'new@portal.local' : '86-13800000002';
  expect(snapshot.can({ type: 'identifier.submit', identifier: other })).toBe(false);
  if (snapshot.matches('identify')) {
    expect(snapshot.can({ type: 'code.send', captchaCode: 'ab12' })).toBe(false);
    if (event.type === 'code.sendFailed') expect(ctx.error).toBe('wrong captcha');
    if (event.type === 'bind.failed') {
      expect(ctx.error).toBe('This phone number is used by another account');
      expect(ctx.codeKey).toBeNull();
    }
  }
  if (snapshot.matches('code')) {
    expect(ctx.target).toBe(ctx.channel === 'phone' ? '86-13800000002' : 'new@portal.local');
    if (snapshot.matches({ code: 'entering' }) && event.type === 'code.sent') expect(actions).toContain('startResendCountdown');
    if (snapshot.matches({ code: 'verifying' }) && !previous.matches({ code: 'verifying' })) expect(actions).toContain('verifyCode');
    if (snapshot.matches({ code: 'sending' }) && !previous.matches({ code: 'sending' })) expect(actions).toContain('sendCode');
  }
  if (snapshot.matches('binding')) {
    expect(actions).toContain('bind');
    expect(ctx.codeKey).toBe('key-1');
  }
  if (snapshot.matches('done')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('showSuccess');
  }
}

describe('bindContactMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(bindContactModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(bindContactModel, p, check);
  });
});

describe('bindContactMachine', () => {
  it('canonicalizes the identifier of its channel only', () => {
    expect(bindTarget('phone', '+86-13800000002')).toBe('86-13800000002');
    expect(bindTarget('email', ' New@Portal.local ')).toBe('new@portal.local');
    expect(bindTarget('phone', 'new@portal.local')).toBeNull();
    expect(bindTarget('email', '86-13800000002')).toBeNull();
  });

  it('binds an e-mail in three steps', () => {
    const actor = createActor(bindContactMachine, { input: { channel: 'email' } }).start();
    actor.send({ type: 'identifier.submit', identifier: 'new@portal.local' });
    actor.send({ type: 'captcha.loaded', captchaId: 'c', image: 'x' });
    actor.send({ type: 'code.send', captchaCode: 'abcd' });
    actor.send({ type: 'code.sent' });
    actor.send({ type: 'code.verify', code: '123456' });
    actor.send({ type: 'code.verified', codeKey: 'k' });
    expect(actor.getSnapshot().value).toBe('binding');
    actor.send({ type: 'bind.succeeded' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
