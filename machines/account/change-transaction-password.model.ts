/**
 * The test model of `changeTransactionPasswordMachine`: a member with both contacts and a transaction password
 * (every method), one with only a phone and none yet (first-time set), one with only an e-mail, and one with
 * nothing bound (no method at all).
 */
import type { ModelSpec } from '../testing/model';
import { accountCodeEvents, refusedCodeEvents } from './account-flow.fixture';
import { changeTransactionPasswordMachine, type ChangeTransactionPasswordEvent } from './change-transaction-password.machine';

const events: ChangeTransactionPasswordEvent[] = [
  { type: 'intro.next' },
  { type: 'method.select', method: 'phone' },
  { type: 'method.select', method: 'email' },
  { type: 'method.select', method: 'password' },
  ...accountCodeEvents,
  { type: 'password.submit', password: '135790', confirmPassword: '135790', currentPassword: '246802' },
  { type: 'password.saved' },
  { type: 'password.saveFailed', message: 'the old transaction password is incorrect' },
];

/** Refused wherever their type is handled, whatever the method. */
const refused: ChangeTransactionPasswordEvent[] = [
  ...refusedCodeEvents,
  { type: 'password.submit', password: '12345', confirmPassword: '12345', currentPassword: '246802' },
  { type: 'password.submit', password: '12345a', confirmPassword: '12345a', currentPassword: '246802' },
  { type: 'password.submit', password: '1234567', confirmPassword: '1234567', currentPassword: '246802' },
  { type: 'password.submit', password: '135790', confirmPassword: '135791', currentPassword: '246802' },
  { type: 'password.submit', password: 'New@2026x', confirmPassword: 'New@2026x', currentPassword: '246802' },
];

export const changeTransactionPasswordModel: ModelSpec<typeof changeTransactionPasswordMachine> = {
  machine: changeTransactionPasswordMachine,
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
