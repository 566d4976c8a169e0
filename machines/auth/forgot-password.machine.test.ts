import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import {
  availableMethods,
  forgotPasswordContacts,
  forgotPasswordMachine,
  forgotPasswordTarget,
} from './forgot-password.machine';
import { forgotPasswordModel } from './forgot-password.model';

type View = StepView<typeof forgotPasswordMachine>;

const STEP_OF: Record<string, number> = { identifying: 0, method: 0, code: 1, password: 2, done: 3 };

function check({ snapshot, previous, event, actions }: View): void {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[top]);
  const ctx = snapshot.context;
  const cameFrom = (state: unknown) => previous.matches(state as never);
  const entered = (state: unknown) => snapshot.matches(state as never) && (event.type === 'xstate.init' || !cameFrom(state));

  if (snapshot.matches('identifying')) {
    // a typed flow only: it starts here without a usable identifier, or comes back to change it
    expect(ctx.source).toBe('identifier');
    expect(availableMethods(ctx)).toEqual([]);
    expect(snapshot.can({ type: 'method.select', method: 'phone' })).toBe(false);
    expect(snapshot.can({ type: 'method.select', method: 'email' })).toBe(false);
    expect(ctx.error).toBeNull();
  }

  if (snapshot.matches('method')) {
    // a typed identifier can be changed, the account's own contacts cannot
    expect(snapshot.can({ type: 'account.change' })).toBe(ctx.source === 'identifier');
    expect(availableMethods(ctx).length).toBeGreaterThan(0);
    if (event.type === 'identifier.submit') {
      expect(availableMethods(ctx)).toEqual([event.identifier.includes('@') ? 'email' : 'phone']);
      expect(ctx.method).toBeNull();
    }
    // only the methods the account has can be chosen
    for (const method of ['phone', 'email'] as const) {
      expect(snapshot.can({ type: 'method.select', method })).toBe(availableMethods(ctx).includes(method));
    }
    if (event.type === 'code.sendFailed') {
      // spec 8: send-code 400 returns the password dialog to step 1
      expect(event.status).toBe(400);
      expect(ctx.error).toBe('wrong captcha');
      expect(actions).toContain('cancelCountdown');
    }
    if (event.type === 'step.back' && cameFrom('password')) expect(ctx.codeKey).toBeNull();
  }

  if (snapshot.matches('code')) {
    expect(forgotPasswordTarget(ctx)).toBe(ctx.method === 'phone' ? '86-13800000001' : 'demo@portal.local');
    if (!ctx.canResend) expect(snapshot.can({ type: 'code.resend' })).toBe(false);
  }

  if (entered({ code: 'loadingCaptcha' }) || (event.type === 'captcha.refresh' && snapshot.matches('code'))) {
    expect(actions).toContain('loadCaptcha');
    expect(ctx.captchaId).toBeNull();
  }

  if (snapshot.matches({ code: 'ready' })) {
    if (event.type === 'code.sendFailed') {
      expect(ctx.error).toBe('too many requests');
      expect(actions).not.toContain('loadCaptcha');
    }
    expect(snapshot.can({ type: 'code.send', captchaCode: 'ab12' })).toBe(ctx.captchaId !== null);
  }

  if (entered({ code: 'sending' })) expect(actions).toContain('sendCode');

  if (snapshot.matches({ code: 'entering' }) && event.type === 'code.sent') {
    expect(actions).toContain('startResendCountdown');
    expect(ctx.canResend).toBe(false);
  }

  if (entered({ code: 'verifying' })) expect(actions).toContain('verifyCode');

  if (snapshot.matches({ code: 'rejected' }) && event.type === 'code.rejected') {
    expect(ctx.error).toBe('The code entered is incorrect. Please try again');
    expect(actions).toContain('clearCode');
  }

  if (snapshot.matches('password')) expect(ctx.codeKey).toBe('key-1');
  if (entered({ password: 'saving' })) expect(actions).toContain('resetPassword');
  if (snapshot.matches({ password: 'editing' }) && event.type === 'password.saveFailed') {
    expect(ctx.error).toBe('the verification has expired');
  }

  if (snapshot.matches('done')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('showSuccess');
  }
}

describe('forgotPasswordMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(forgotPasswordModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(forgotPasswordModel, p, check);
  });
});

describe('forgotPasswordMachine', () => {
  it('offers only the contacts of the account or of the identifier given', () => {
    expect(forgotPasswordContacts({ identifier: '+86-13800000001' })).toEqual({ phone: '86-13800000001', email: null });
    expect(forgotPasswordContacts({ identifier: ' Demo@Portal.Local' })).toEqual({ phone: null, email: 'demo@portal.local' });
    expect(forgotPasswordContacts({ identifier: 'nobody' })).toEqual({ phone: null, email: null });
    expect(forgotPasswordContacts({ phone: '86-13800000001', email: null })).toEqual({ phone: '86-13800000001', email: null });
    expect(forgotPasswordContacts({ phone: 'garbage', email: 'Demo@Portal.Local' })).toEqual({ phone: null, email: 'demo@portal.local' });
    expect(forgotPasswordContacts(undefined)).toEqual({ phone: null, email: null });
  });

  it('asks for the identifier first when none usable was given', () => {
    for (const input of [undefined, { identifier: '' }, { identifier: 'nobody' }]) {
      const actor = createActor(forgotPasswordMachine, { input }).start();
      expect(actor.getSnapshot().value).toBe('identifying');
      expect(stepIndexOf(actor.getSnapshot())).toBe(0);
      expect(actor.getSnapshot().can({ type: 'method.select', method: 'phone' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'identifier.submit', identifier: 'nobody' })).toBe(false);
      actor.send({ type: 'identifier.submit', identifier: '+86-13800000001' });
      expect(actor.getSnapshot().value).toBe('method');
      expect(actor.getSnapshot().context).toMatchObject({ phone: '86-13800000001', email: null });
    }
  });

  it('starts on the method with a typed identifier or the account contacts', () => {
    expect(createActor(forgotPasswordMachine, { input: { identifier: 'demo@portal.local' } }).start().getSnapshot().value).toBe('method');
    const account = createActor(forgotPasswordMachine, { input: { phone: '86-13800000001', email: null } }).start();
    expect(account.getSnapshot().value).toBe('method');
    expect(account.getSnapshot().can({ type: 'account.change' })).toBe(false);
  });

  it('never asks an account for another identifier, even one without contacts', () => {
    const actor = createActor(forgotPasswordMachine, { input: { phone: null, email: null } }).start();
    expect(actor.getSnapshot().value).toBe('method');
    expect(actor.getSnapshot().can({ type: 'account.change' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'phone' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'email' })).toBe(false);
  });

  it('changes the typed account: back to identifying, and the new one replaces the old contacts', () => {
    const actor = createActor(forgotPasswordMachine, { input: { identifier: '86-13800000001' } }).start();
    actor.send({ type: 'account.change' });
    expect(actor.getSnapshot().value).toBe('identifying');
    expect(actor.getSnapshot().context).toMatchObject({ phone: null, email: null, method: null });
    actor.send({ type: 'identifier.submit', identifier: 'Demo@Portal.local' });
    expect(actor.getSnapshot().value).toBe('method');
    expect(availableMethods(actor.getSnapshot().context)).toEqual(['email']);
    expect(actor.getSnapshot().context.email).toBe('demo@portal.local');
  });

  it('goes through the four steps by e-mail', () => {
    const actor = createActor(forgotPasswordMachine, { input: { identifier: 'demo@portal.local' } }).start();
    const steps = [stepIndexOf(actor.getSnapshot())];
    actor.send({ type: 'method.select', method: 'email' });
    actor.send({ type: 'captcha.loaded', captchaId: 'c', image: 'x' });
    actor.send({ type: 'code.send', captchaCode: 'abcd' });
    actor.send({ type: 'code.sent' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'code.verify', code: '123456' });
    actor.send({ type: 'code.verified', codeKey: 'k' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x' });
    actor.send({ type: 'password.saved' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    expect(steps).toEqual([0, 1, 2, 3]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
