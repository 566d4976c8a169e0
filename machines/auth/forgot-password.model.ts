/**
 * The test model of `forgotPasswordMachine`: from an account with both contacts, from one identifier typed at
 * login (phone or e-mail), and from none (the flow asks for it on `identifying`).
 */
import { captchaEvents, codeAnswerEvents, codeSentEvents } from '../testing/code-step.fixture';
import type { ModelSpec } from '../testing/model';
import { forgotPasswordMachine, type ForgotPasswordEvent } from './forgot-password.machine';

const events: ForgotPasswordEvent[] = [
  { type: 'identifier.submit', identifier: '+86-13800000001' },
  { type: 'identifier.submit', identifier: ' Demo@Portal.local' },
  { type: 'account.change' },
  { type: 'method.select', method: 'phone' },
  { type: 'method.select', method: 'email' },
  ...captchaEvents,
  { type: 'code.send', captchaCode: 'ab12' },
  ...codeSentEvents,
  { type: 'code.sendFailed', status: 429, message: 'too many requests' },
  { type: 'code.verify', code: '654321' },
  ...codeAnswerEvents,
  { type: 'code.resend' },
  { type: 'timer.expired' },
  { type: 'step.back' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x' },
  { type: 'password.saved' },
  { type: 'password.saveFailed', message: 'the verification has expired' },
];

const refused: ForgotPasswordEvent[] = [
  { type: 'identifier.submit', identifier: '' },
  { type: 'identifier.submit', identifier: '  ' },
  { type: 'identifier.submit', identifier: 'nobody' },
  { type: 'identifier.submit', identifier: '86-1380000' },
  { type: 'identifier.submit', identifier: 'demo@portal' },
  { type: 'code.send', captchaCode: '' },
  { type: 'code.send', captchaCode: 'a b' },
  { type: 'code.verify', code: '65432' },
  { type: 'code.verify', code: '' },
  { type: 'password.submit', password: 'new2026', confirmPassword: 'new2026' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026y' },
];

export const forgotPasswordModel: ModelSpec<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  inputs: [
    { phone: '86-13800000001', email: 'Demo@Portal.local' },
    { identifier: '86-13800000001' },
    { identifier: 'demo@portal.local' },
    { identifier: '' },
  ],
  events,
  refused,
  project: ({ phone, email, method, captchaId, codeKey, canResend, error }) => ({
    phone,
    email,
    method,
    captcha: captchaId !== null,
    codeKey: codeKey !== null,
    canResend,
    error: error !== null,
  }),
};
