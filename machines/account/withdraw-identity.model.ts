/** The test model of `withdrawIdentityMachine`: both contacts, only a phone, only an e-mail, nothing bound. */
import type { ModelSpec } from '../testing/model';
import { accountCodeEvents, refusedCodeEvents } from './account-flow.fixture';
import { withdrawIdentityMachine, type WithdrawIdentityEvent } from './withdraw-identity.machine';

const events: WithdrawIdentityEvent[] = [
  { type: 'method.select', method: 'phone' },
  { type: 'method.select', method: 'email' },
  ...accountCodeEvents,
];

const refused: WithdrawIdentityEvent[] = [
  ...refusedCodeEvents,
  { type: 'method.select', method: 'password' as never },
];

export const withdrawIdentityModel: ModelSpec<typeof withdrawIdentityMachine> = {
  machine: withdrawIdentityMachine,
  inputs: [
    { phone: '86-13800000001', email: 'demo@portal.local' },
    { phone: '86-13800000001', email: null },
    { phone: null, email: 'demo@portal.local' },
    { phone: null, email: null },
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
