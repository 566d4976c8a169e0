/** Event payloads every account-flow model explores for the code step (test-only), spread into its `events`. */
import { captchaEvents, codeAnswerEvents, codeSentEvents } from '../testing/code-step.fixture';
import type { AccountCodeEvent } from './account-flow';

export const accountCodeEvents: AccountCodeEvent[] = [
  ...captchaEvents,
  { type: 'code.send', captchaCode: 'ab12' },
  ...codeSentEvents,
  { type: 'code.sendFailed', status: 429, message: 'too many requests' },
  { type: 'code.verify', code: '654321' },
  ...codeAnswerEvents,
  { type: 'code.resend' },
  { type: 'timer.expired' },
  { type: 'step.back' },
];

/** Refused wherever their type is handled: an empty captcha, a code that is not six digits. */
export const refusedCodeEvents: AccountCodeEvent[] = [
  { type: 'code.send', captchaCode: '' },
  { type: 'code.verify', code: '65432' },
  { type: 'code.verify', code: '' },
];
