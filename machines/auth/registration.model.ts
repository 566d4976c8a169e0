/**
 * The test model of `registrationMachine`: every event with a payload that passes its guard, and payloads
 * the guards must refuse. Shared by the model-based tests and the coverage test.
 */
import { captchaEvents, codeAnswerEvents, codeSentEvents } from '../testing/code-step.fixture';
import type { ModelSpec } from '../testing/model';
import { registrationMachine, type RegistrationEvent } from './registration.machine';

export const validPhoneSend = { type: 'code.send', areaCode: '86', phone: '13812345678', captchaCode: 'ab12' } as const;
export const validEmailSend = { type: 'code.send', email: 'New@Portal.Local', captchaCode: 'ab12' } as const;

const events: RegistrationEvent[] = [
  { type: 'channel.select', channel: 'email' },
  { type: 'channel.select', channel: 'phone' },
  { type: 'agreement.set', accepted: true },
  { type: 'agreement.set', accepted: false },
  ...captchaEvents,
  validPhoneSend,
  validEmailSend,
  ...codeSentEvents,
  { type: 'code.sendFailed', status: 601, message: 'wait 42 s' },
  { type: 'code.verify', code: '123456' },
  ...codeAnswerEvents,
  { type: 'code.resend', captchaCode: 'cd34' },
  { type: 'timer.expired' },
  { type: 'step.back' },
  { type: 'password.submit', password: 'Demo@2026', confirmPassword: 'Demo@2026' },
  { type: 'signup.succeeded' },
  { type: 'signup.failed', message: 'already registered' },
  { type: 'login.open' },
];

const refused: RegistrationEvent[] = [
  { type: 'code.send', areaCode: '86', phone: '12812345678', email: 'new@', captchaCode: 'ab12' },
  { type: 'code.send', areaCode: '86', phone: '138 1234 5678', email: 'new @portal.local', captchaCode: 'ab12' },
  { type: 'code.send', areaCode: '', phone: '13812345678', email: '', captchaCode: 'ab12' },
  { type: 'code.send', areaCode: '86', phone: '13812345678', email: 'new@portal.local', captchaCode: '' },
  { type: 'code.verify', code: '12345' },
  { type: 'code.verify', code: '12345a' },
  { type: 'code.resend', captchaCode: '' },
  { type: 'password.submit', password: 'demo2026', confirmPassword: 'demo2026' },
  { type: 'password.submit', password: 'Demo@2026', confirmPassword: 'Demo@2027' },
  { type: 'password.submit', password: 'Demo@2026', confirmPassword: '' },
];

export const registrationModel: ModelSpec<typeof registrationMachine> = {
  machine: registrationMachine,
  events,
  refused,
  project: ({ channel, agreed, captchaId, canResend, codeKey, error }) => ({
    channel,
    agreed,
    captcha: captchaId !== null,
    canResend,
    codeKey: codeKey !== null,
    error: error !== null,
  }),
};
