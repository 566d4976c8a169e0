/** The test model of `loginMachine` (valid and refused payloads), shared by its tests and the coverage test. */
import type { ModelSpec } from '../testing/model';
import { loginMachine, type LoginEvent } from './login.machine';

export const validSignin = { type: 'signin.submit', identifier: '86-13800000001', password: 'Demo@2026' } as const;
/** The same with the text of a picture captcha (what Login sends once the services asked for one). */
export const validSigninWithCaptcha = { ...validSignin, captchaCode: 'ab3d' } as const;
/** A submit whose captcha text breaks the rule: refused while a captcha is required. */
export const signinWithBlankCaptcha = { ...validSignin, captchaCode: '' } as const;

const events: LoginEvent[] = [
  { type: 'agreement.set', accepted: true },
  { type: 'agreement.set', accepted: false },
  { type: 'language.changed', lang: 'en' },
  validSignin,
  validSigninWithCaptcha,
  signinWithBlankCaptcha,
  { type: 'signin.submit', identifier: 'demo@portal.local', password: 'x' },
  { type: 'signin.succeeded', tokens: { idToken: 'id', expiresIn: 7200 } },
  { type: 'signin.failed', message: 'Incorrect account or password' },
  { type: 'signin.failed', message: 'Incorrect account or password. Enter the graphic code to try again', reason: 'captchaRequired' },
  { type: 'signin.failed', message: 'The graphic code is wrong or has expired, please try again', reason: 'captchaIncorrect' },
  { type: 'captcha.loaded', captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
  { type: 'captcha.failed', message: 'Network error' },
  { type: 'captcha.refresh' },
  { type: 'user.loaded', user: { id: 'u1', localization: 'en' } },
  { type: 'user.loaded', user: { id: 'u1', localization: null } },
  { type: 'user.loadFailed', message: 'invalid session' },
  { type: 'forgot.open', identifier: 'demo@portal.local' },
];

const refused: LoginEvent[] = [
  { type: 'signin.submit', identifier: '', password: 'Demo@2026' },
  { type: 'signin.submit', identifier: '86-12800000001', password: 'Demo@2026' },
  { type: 'signin.submit', identifier: 'demo@portal.local', password: '' },
  { type: 'forgot.open', identifier: '' },
  { type: 'forgot.open', identifier: 'nobody' },
];

export const loginModel: ModelSpec<typeof loginMachine> = {
  machine: loginMachine,
  inputs: [{ lang: 'zh' }],
  events,
  refused,
  project: ({ agreed, lang, appliedLang, error, captchaRequired, captchaId }) => ({
    agreed,
    lang,
    appliedLang,
    error: error !== null,
    captchaRequired,
    captcha: captchaId !== null,
  }),
};
