/**
 * The test model of `changeLoginPasswordMachine`: a member with both contacts and a changed password (every
 * method), one with only a phone and a password never changed, one with only an e-mail, and one with nothing
 * bound (no method at all).
 */
import type { ModelSpec } from '../testing/model';
import { accountCodeEvents, refusedCodeEvents } from './account-flow.fixture';
import { changeLoginPasswordMachine, type ChangeLoginPasswordEvent } from './change-login-password.machine';

const events: ChangeLoginPasswordEvent[] = [
  { type: 'method.select', method: 'phone' },
  { type: 'method.select', method: 'email' },
  { type: 'method.select', method: 'password' },
  ...accountCodeEvents,
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x', currentPassword: 'Old@2026x' },
  { type: 'password.saved' },
  { type: 'password.saveFailed', message: 'the current password is incorrect' },
];

/** Refused wherever their type is handled, whatever the method. */
const refused: ChangeLoginPasswordEvent[] = [
  ...refusedCodeEvents,
  { type: 'password.submit', password: 'new2026', confirmPassword: 'new2026', currentPassword: 'Old@2026x' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026y', currentPassword: 'Old@2026x' },
];

export const changeLoginPasswordModel: ModelSpec<typeof changeLoginPasswordMachine> = {
  machine: changeLoginPasswordMachine,
  inputs: [
    { phone: '86-13800000001', email: 'demo@portal.local', lastModified: 1_700_000_000_000 },
    { phone: '86-13800000001', email: null, lastModified: null },
    { phone: null, email: 'demo@portal.local', lastModified: null },
    { phone: null, email: null, lastModified: null },
  ],
  events,
  refused,
  project: ({ phone, email, hasOldPassword, method, captchaId, codeKey, canResend, error }) => ({
    phone,
    email,
    hasOldPassword,
    method,
    captcha: captchaId !== null,
    codeKey: codeKey !== null,
    canResend,
    error: error !== null,
  }),
};
