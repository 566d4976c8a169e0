/** The test model of `forgotPasswordMachine`, from an account with both contacts and from one identifier. */
import type { ModelSpec } from '../testing/model';
import { forgotPasswordMachine, type ForgotPasswordEvent } from './forgot-password.machine';

const events: ForgotPasswordEvent[] = [
  { type: 'method.select', method: 'phone' },
  { type: 'method.select', method: 'email' },
  { type: 'captcha.refresh' },
  { type: 'captcha.loaded', captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
  { type: 'captcha.failed', message: 'captcha unavailable' },
  { type: 'code.send', captchaCode: 'ab12' },
  { type: 'code.sent' },
  { type: 'code.sendFailed', status: 400, message: 'wrong captcha' },
  { type: 'code.sendFailed', status: 429, message: 'too many requests' },
  { type: 'code.verify', code: '654321' },
  { type: 'code.verified', codeKey: 'key-1' },
  { type: 'code.rejected', message: 'The code entered is incorrect. Please try again' },
  { type: 'code.resend' },
  { type: 'timer.expired' },
  { type: 'step.back' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x' },
  { type: 'password.saved' },
  { type: 'password.saveFailed', message: 'the verification has expired' },
];

const refused: ForgotPasswordEvent[] = [
  { type: 'code.send', captchaCode: '' },
  { type: 'code.send', captchaCode: 'a b' },
  { type: 'code.verify', code: '65432' },
  { type: 'code.verify', code: '' },
  { type: 'password.submit', password: 'new2026', confirmPassword: 'new2026' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026y' },
];

export const forgotPasswordModel: ModelSpec<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  inputs: [{ phone: '86-13800000001', email: 'Demo@Portal.local' }, { identifier: '86-13800000001' }, { identifier: 'demo@portal.local' }],
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
