/**
 * The state checks the three account-flow tests share (test-only code): method availability, the code step
 * (captcha, send, countdown, verify, wrong code), the effects each state runs, and the step index.
 */
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { stepIndexOf } from '../shared/flow-meta';
import type { StepView } from '../testing/model';
import { accountMethodTarget, type AccountFlowContext, type AccountMethod } from './account-flow';

type Snap = {
  value: unknown;
  context: AccountFlowContext;
  status: string;
  matches(state: unknown): boolean;
  can(event: unknown): boolean;
  getMeta(): Record<string, unknown>;
};

export function checkAccountFlow(
  view: StepView<AnyStateMachine>,
  options: { stepOf: Record<string, number>; methods: (context: AccountFlowContext) => AccountMethod[]; allMethods: AccountMethod[] },
): void {
  const snapshot = view.snapshot as unknown as Snap;
  const previous = view.previous as unknown as Snap;
  const { event, actions } = view;
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0];
  expect(stepIndexOf(snapshot)).toBe(options.stepOf[top]);
  const ctx = snapshot.context;
  const entered = (state: unknown) => snapshot.matches(state) && (event.type === 'xstate.init' || !previous.matches(state));

  if (snapshot.matches('method')) {
    // spec 6: only bound contacts, and the old password only when it was changed or set before
    for (const method of options.allMethods) {
      expect(snapshot.can({ type: 'method.select', method })).toBe(options.methods(ctx).includes(method));
    }
    if (!ctx.phone) expect(snapshot.can({ type: 'method.select', method: 'phone' })).toBe(false);
    if (!ctx.email) expect(snapshot.can({ type: 'method.select', method: 'email' })).toBe(false);
    if (!ctx.hasOldPassword) expect(snapshot.can({ type: 'method.select', method: 'password' })).toBe(false);
    if (event.type === 'code.sendFailed') {
      // spec 8: send-code 400 returns the password dialog to step 1
      expect(event.status).toBe(400);
      expect(ctx.error).toBe('wrong captcha');
      expect(actions).toContain('cancelCountdown');
    }
    if (event.type === 'step.back') expect(ctx.codeKey).toBeNull();
  }

  if (snapshot.matches('code')) {
    expect(ctx.method === 'phone' || ctx.method === 'email').toBe(true);
    expect(accountMethodTarget(ctx)).toBe(ctx.method === 'phone' ? '86-13800000001' : 'demo@portal.local');
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

  if (snapshot.matches('password')) {
    // the old-password method skips the code step: no code key; the others carry the verified one
    expect(ctx.codeKey).toBe(ctx.method === 'password' ? null : 'key-1');
    if (event.type === 'method.select') expect(event.method).toBe('password');
  }
  if (entered({ password: 'saving' })) expect(actions).toContain('changePassword');
  if (snapshot.matches({ password: 'editing' }) && event.type === 'password.saveFailed') expect(ctx.error).not.toBeNull();
}
