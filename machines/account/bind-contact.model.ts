/** The test model of `bindContactMachine`: binding a phone, and binding an e-mail. */
import type { ModelSpec } from '../testing/model';
import { accountCodeEvents, refusedCodeEvents } from './account-flow.fixture';
import { bindContactMachine, type BindContactEvent } from './bind-contact.machine';

const events: BindContactEvent[] = [
  { type: 'identifier.submit', identifier: '+86-13800000002' },
  { type: 'identifier.submit', identifier: ' New@Portal.local' },
  ...accountCodeEvents,
  { type: 'bind.succeeded' },
  { type: 'bind.failed', message: 'This phone number is used by another account' },
];

const refused: BindContactEvent[] = [
  { type: 'identifier.submit', identifier: '' },
  { type: 'identifier.submit', identifier: '86-1380000' },
  { type: 'identifier.submit', identifier: 'new@portal' },
  ...refusedCodeEvents,
];

export const bindContactModel: ModelSpec<typeof bindContactMachine> = {
  machine: bindContactMachine,
  inputs: [{ channel: 'phone' }, { channel: 'email' }],
  events,
  refused,
  project: ({ channel, target, captchaId, codeKey, canResend, error }) => ({
    channel,
    target,
    captcha: captchaId !== null,
    codeKey: codeKey !== null,
    canResend,
    error: error !== null,
  }),
};
