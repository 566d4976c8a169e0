import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stepIndexOf } from '../shared/flow-meta';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { registrationIdentifier, registrationMachine } from './registration.machine';
import { registrationModel, validEmailSend, validPhoneSend } from './registration.model';

type View = StepView<typeof registrationMachine>;

const STEP_OF: Record<string, number> = { identify: 0, verify: 1, password: 2, success: 3, toLogin: 3 };

/** What a person checks after each step: the Steps index, the error, the captcha, which effect ran. */
function check({ snapshot, previous, event, actions }: View): void {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  expect(stepIndexOf(snapshot)).toBe(STEP_OF[top]);
  const ctx = snapshot.context;
  const cameFrom = (state: unknown) => previous.matches(state as never);
  // Entered by this event (or at start), as opposed to staying there through a targetless transition.
  const entered = (state: unknown) =>
    snapshot.matches(state as never) && (event.type === 'xstate.init' || !cameFrom(state));

  if (entered({ identify: 'loadingCaptcha' }) || (event.type === 'captcha.refresh' && snapshot.matches('identify'))) {
    expect(actions).toContain('loadCaptcha');
    expect(ctx.captchaId).toBeNull();
    if (event.type === 'step.back' && cameFrom('verify')) {
      // back from step 2 resets the form
      expect([ctx.phone, ctx.email, ctx.areaCode]).toEqual(['', '', '86']);
      expect(actions).toContain('cancelCountdown');
    }
    if (event.type === 'step.back' && cameFrom('password')) {
      expect(ctx.codeKey).toBeNull();
      expect(registrationIdentifier(ctx)).toBe(registrationIdentifier(previous.context));
    }
    if (event.type === 'code.sendFailed') expect(ctx.error).toBe('wrong captcha');
  }

  if (snapshot.matches({ identify: 'editing' })) {
    if (event.type === 'captcha.loaded') expect(ctx.captchaImage).toMatch(/^data:image\/svg/);
    if (event.type === 'captcha.failed') expect(ctx.error).toBe('captcha unavailable');
    if (event.type === 'code.sendFailed') {
      expect(ctx.error).toBe('wait 42 s');
      expect(actions).not.toContain('loadCaptcha');
    }
    // Next is enabled only with the agreement ticked and a captcha shown
    const send = ctx.channel === 'phone' ? validPhoneSend : validEmailSend;
    expect(snapshot.can(send)).toBe(ctx.agreed && ctx.captchaId !== null);
  }

  if (entered({ identify: 'sending' })) {
    expect(actions).toContain('sendCode');
    expect(ctx.error).toBeNull();
    expect(registrationIdentifier(ctx)).toBe(ctx.channel === 'phone' ? '86-13812345678' : 'new@portal.local');
    // the channel cannot change while the code is on its way
    expect(snapshot.can({ type: 'channel.select', channel: ctx.channel === 'phone' ? 'email' : 'phone' })).toBe(false);
  }

  if (snapshot.matches('verify')) {
    if (entered('verify')) {
      expect(actions).toContain('startResendCountdown');
      expect(ctx.canResend).toBe(false);
    }
    if (!ctx.canResend) {
      // no resend link and no captcha before the countdown ends
      expect(snapshot.can({ type: 'code.resend', captchaCode: 'cd34' })).toBe(false);
      expect(snapshot.can({ type: 'captcha.refresh' })).toBe(false);
    }
    if (event.type === 'captcha.refresh') expect(actions).toContain('loadCaptcha');
    if (event.type === 'timer.expired') {
      expect(ctx.canResend).toBe(true);
      expect(actions).toContain('loadCaptcha');
    }
  }

  if (entered({ verify: 'verifying' })) expect(actions).toContain('verifyCode');

  if (snapshot.matches({ verify: 'rejected' }) && event.type === 'code.rejected') {
    expect(ctx.error).toBe('The code entered is incorrect. Please try again');
    expect(actions).toContain('clearCode');
  }

  if (entered({ verify: 'resending' })) expect(actions).toContain('sendCode');

  if (snapshot.matches({ verify: 'entering' }) && event.type === 'code.sent' && cameFrom({ verify: 'resending' })) {
    expect(actions).toEqual(expect.arrayContaining(['clearCode', 'startResendCountdown']));
    expect(ctx.canResend).toBe(false);
  }

  if (snapshot.matches('password')) {
    expect(ctx.codeKey).toBe('key-1');
    if (event.type === 'code.verified') expect(actions).toContain('cancelCountdown');
  }

  if (entered({ password: 'submitting' })) expect(actions).toContain('signup');
  if (snapshot.matches({ password: 'editing' }) && event.type === 'signup.failed') expect(ctx.error).toBe('already registered');

  if (entered('success')) expect(actions).toContain('startRedirectCountdown');

  if (snapshot.matches('toLogin')) {
    expect(snapshot.status).toBe('done');
    expect(actions).toContain('openLogin');
    expect(actions).toContain('cancelCountdown');
  }
}

describe('registrationMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(registrationModel);

  it('explores every step', () => {
    const tops = new Set(paths.flatMap((p) => p.path.steps.map((s) => JSON.stringify(s.state.value).match(/\w+/)![0])));
    expect([...tops].sort()).toEqual(['identify', 'password', 'success', 'toLogin', 'verify']);
  });

  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(registrationModel, p, check);
  });
});

describe('registrationMachine, the issue scenarios', () => {
  const start = () => {
    const actor = createActor(registrationMachine, { input: { channel: 'phone' } }).start();
    actor.send({ type: 'agreement.set', accepted: true });
    actor.send({ type: 'captcha.loaded', captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    return actor;
  };

  it('runs the happy path by phone, with the step index 0 → 3', () => {
    const actor = start();
    const steps = [stepIndexOf(actor.getSnapshot())];
    actor.send(validPhoneSend);
    actor.send({ type: 'code.sent' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'code.verify', code: '123456' });
    actor.send({ type: 'code.verified', codeKey: 'k' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    actor.send({ type: 'password.submit', password: 'Demo@2026', confirmPassword: 'Demo@2026' });
    actor.send({ type: 'signup.succeeded' });
    steps.push(stepIndexOf(actor.getSnapshot()));
    expect(steps).toEqual([0, 1, 2, 3]);
    actor.send({ type: 'timer.expired' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses Next without the agreement', () => {
    const actor = createActor(registrationMachine, { input: {} }).start();
    actor.send({ type: 'captcha.loaded', captchaId: 'c1', image: 'x' });
    expect(actor.getSnapshot().can(validPhoneSend)).toBe(false);
  });

  it('sends the e-mail identifier lower-cased after switching channel', () => {
    const actor = start();
    actor.send({ type: 'channel.select', channel: 'email' });
    expect(actor.getSnapshot().can(validPhoneSend)).toBe(false);
    actor.send(validEmailSend);
    expect(registrationIdentifier(actor.getSnapshot().context)).toBe('new@portal.local');
  });
});

describe('registrationMachine run by a shell (effects provided, results sent back asynchronously)', () => {
  it('registers by e-mail against an asynchronous back end and a wrong first code', async () => {
    const calls: string[] = [];
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const machine = registrationMachine.provide({
      actions: {
        loadCaptcha: ({ self }) => {
          calls.push('captcha');
          void Promise.resolve().then(() => self.send({ type: 'captcha.loaded', captchaId: `c${calls.length}`, image: 'x' }));
        },
        sendCode: ({ context, self }) => {
          calls.push(`send ${registrationIdentifier(context)} ${context.captchaId}`);
          void Promise.resolve().then(() => self.send({ type: 'code.sent' }));
        },
        verifyCode: ({ event, self }) => {
          if (event.type !== 'code.verify') return;
          calls.push(`verify ${event.code}`);
          void Promise.resolve().then(() =>
            self.send(event.code === '111111' ? { type: 'code.verified', codeKey: 'k1' } : { type: 'code.rejected', message: 'wrong' }),
          );
        },
        signup: ({ context, event, self }) => {
          if (event.type !== 'password.submit') return;
          calls.push(`signup ${registrationIdentifier(context)} ${context.codeKey} ${event.password}`);
          void Promise.resolve().then(() => self.send({ type: 'signup.succeeded' }));
        },
        clearCode: () => void calls.push('clear boxes'),
        openLogin: () => void calls.push('login'),
      },
    });
    const actor = createActor(machine, { input: { channel: 'email' } }).start();
    actor.send({ type: 'agreement.set', accepted: true });
    await tick();
    actor.send({ type: 'code.send', email: 'Me@Example.com', captchaCode: 'zz' });
    await tick();
    actor.send({ type: 'code.verify', code: '000000' });
    await tick();
    expect(actor.getSnapshot().matches({ verify: 'rejected' })).toBe(true);
    actor.send({ type: 'code.verify', code: '111111' });
    await tick();
    actor.send({ type: 'password.submit', password: 'Demo@2026', confirmPassword: 'Demo@2026' });
    await tick();
    actor.send({ type: 'login.open' });
    expect(calls).toEqual([
      'captcha',
      'send me@example.com c1',
      'verify 000000',
      'clear boxes',
      'verify 111111',
      'signup me@example.com k1 Demo@2026',
      'login',
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
