/**
 * Sign-in from the login dialog (spec section 2): the agreement must be ticked before Login is allowed;
 * on success the tokens are stored, the user is loaded, the user's saved language (or the current one) is
 * applied and the page reloads.
 *
 * After a few wrong passwords the services ask this client for a picture captcha (`signin.failed` with reason
 * `captchaRequired`, or `captchaIncorrect` for a wrong one): the flow loads one and Login then needs its text too.
 * A captcha sent along is spent whatever the answer, so every later failure loads a fresh one. A sign-in that
 * succeeds forgets the captcha (the services forget this client's failures).
 *
 * Pure: `signin`, `loadCaptcha`, `storeTokens`, `loadUser`, `applyLanguage`, `reload`, ... are effects the shell
 * provides; results come back as events. The password never enters the context: `signin` reads it (and the
 * captcha text) from the `signin.submit` event that triggers it, and the captcha id from the context.
 */
import { assign, setup } from 'xstate';
import { validateIdentifier } from '../rules/identifier';
import type { Lang } from '../rules/messages';
import { validateCaptchaCode, validateLoginPassword } from '../rules/validation';
import { captchaLoadHandlers, loadCaptchaEntry, loadingCaptchaMeta } from '../shared/code-step';
import type { FlowMeta } from '../shared/flow-meta';

/** The id token and its lifetime; the refresh token never reaches the app (an HttpOnly cookie of the gateway). */
export type LoginTokens = { idToken: string; expiresIn: number };

/** What the login flow needs of the member (`POST /member/v2/member`). */
export type LoginUser = { id: string; localization?: string | null };

export type LoginContext = {
  agreed: boolean;
  /** The language the page shows now; used when the member has none saved. */
  lang: Lang;
  /** The language applied after sign-in (null until then). */
  appliedLang: Lang | null;
  error: string | null;
  /** The services asked this client for a picture captcha with every sign-in (after a few failures). */
  captchaRequired: boolean;
  captchaId: string | null;
  captchaImage: string | null;
};

/** `extensions.reason` of a failed sign-in that means "show a captcha" (services/member/signin-attempts.ts). */
export const SIGNIN_CAPTCHA_REASONS = ['captchaRequired', 'captchaIncorrect'] as const;

export type LoginEvent =
  | { type: 'agreement.set'; accepted: boolean }
  | { type: 'language.changed'; lang: Lang }
  | { type: 'signin.submit'; identifier: string; password: string; captchaCode?: string }
  | { type: 'signin.succeeded'; tokens: LoginTokens }
  /** `reason`: the services' machine-readable cause (`extensions.reason`), if any. */
  | { type: 'signin.failed'; message: string; reason?: string | null }
  | { type: 'captcha.loaded'; captchaId: string; image: string }
  | { type: 'captcha.failed'; message: string }
  | { type: 'captcha.refresh' }
  | { type: 'user.loaded'; user: LoginUser }
  | { type: 'user.loadFailed'; message: string }
  | { type: 'forgot.open'; identifier: string };

export type LoginInput = { lang?: Lang } | undefined;

const d = (zh: string, en: string): FlowMeta => ({ description: { zh, en } });

const isLang = (value: unknown): value is Lang => value === 'zh' || value === 'en';

/** The member's saved language when it is one we support, else the current one. */
export function languageAfterLogin(user: LoginUser, current: Lang): Lang {
  return isLang(user.localization) ? user.localization : current;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects: the shell provides these with machine.provide({ actions }).
    /**
     * Calls sign-in with the identifier and password (and captcha text) of the triggering `signin.submit`, and
     * the context's captcha id while a captcha is required.
     */
    signin: () => {},
    /** Loads a fresh picture captcha: `captcha.loaded` or `captcha.failed`. */
    loadCaptcha: () => {},
    /** Stores the tokens of `signin.succeeded` (cookie `Admin-Token`). */
    storeTokens: () => {},
    /** Shows "login successful". */
    showSuccess: () => {},
    loadUser: () => {},
    applyLanguage: (_, _params: { lang: Lang }) => {},
    reload: () => {},
    /** Drops the tokens stored by a sign-in whose user could not be loaded. */
    clearSession: () => {},
    /** Opens the forgot-password dialog for the identifier of the triggering `forgot.open`. */
    openForgotPassword: () => {},
    // Context updates.
    assignAgreement: assign(({ event }) => (event.type === 'agreement.set' ? { agreed: event.accepted } : {})),
    assignLang: assign(({ event }) => (event.type === 'language.changed' ? { lang: event.lang } : {})),
    assignAppliedLang: assign(({ context, event }) =>
      event.type === 'user.loaded' ? { appliedLang: languageAfterLogin(event.user, context.lang) } : {},
    ),
    assignError: assign(({ event }) => ('message' in event ? { error: event.message } : {})),
    clearError: assign({ error: null }),
    requireCaptcha: assign({ captchaRequired: true }),
    assignCaptcha: assign(({ event }) =>
      event.type === 'captcha.loaded' ? { captchaId: event.captchaId, captchaImage: event.image } : {},
    ),
    clearCaptcha: assign({ captchaId: null, captchaImage: null }),
    forgetCaptcha: assign({ captchaRequired: false, captchaId: null, captchaImage: null }),
  },
  guards: {
    canSignIn: ({ context, event }) =>
      event.type === 'signin.submit' &&
      context.agreed &&
      validateIdentifier(event.identifier) === null &&
      validateLoginPassword(event.password) === null &&
      (!context.captchaRequired || (context.captchaId !== null && validateCaptchaCode(event.captchaCode) === null)),
    /**
     * The failure asks for a captcha, or one was sent along (spent, right or wrong): a fresh one is needed.
     */
    needsCaptcha: ({ context, event }) =>
      event.type === 'signin.failed' &&
      (context.captchaRequired || (SIGNIN_CAPTCHA_REASONS as readonly unknown[]).includes(event.reason)),
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    /** The forgot-password link needs the identifier first (spec 5). */
    hasIdentifier: ({ event }) => event.type === 'forgot.open' && validateIdentifier(event.identifier) === null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    agreed: false,
    lang: input?.lang ?? 'zh',
    appliedLang: null,
    error: null,
    captchaRequired: false,
    captchaId: null,
    captchaImage: null,
  }),
  meta: {
    title: { zh: '登录', en: 'Login' },
    description: {
      zh: '勾选协议后用手机号或邮箱和密码登录（多次失败后还需图形验证码）；成功后加载用户信息、应用其语言并刷新页面。',
      en: 'Sign in with phone or e-mail and password once the agreement is ticked (after several failures with a picture captcha too); then load the user, apply their language and reload.',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      meta: d(
        '填写账号和密码（需要时还有图形验证码）；勾选协议后登录按钮可用。',
        'Filling in the identifier and password (and the picture captcha when asked for); Login is enabled once the agreement is ticked.',
      ),
      on: {
        'language.changed': { actions: 'assignLang' },
        'agreement.set': { actions: 'assignAgreement' },
        'captcha.refresh': { guard: 'isCaptchaRequired', target: 'loadingCaptcha' },
        'signin.submit': { guard: 'canSignIn', target: 'signingIn', actions: ['clearError', 'signin'] },
        'forgot.open': { guard: 'hasIdentifier', actions: 'openForgotPassword' },
      },
    },
    signingIn: {
      meta: d('正在登录。', 'Signing in.'),
      on: {
        'language.changed': { actions: 'assignLang' },
        'signin.succeeded': { target: 'loadingUser', actions: ['forgetCaptcha', 'storeTokens', 'showSuccess', 'loadUser'] },
        'signin.failed': [
          { guard: 'needsCaptcha', target: 'loadingCaptcha', actions: ['assignError', 'requireCaptcha'] },
          { target: 'editing', actions: 'assignError' },
        ],
      },
    },
    loadingCaptcha: {
      meta: loadingCaptchaMeta,
      entry: loadCaptchaEntry,
      on: {
        'language.changed': { actions: 'assignLang' },
        'agreement.set': { actions: 'assignAgreement' },
        // The form stays usable while the image loads; only Login waits for it.
        'forgot.open': { guard: 'hasIdentifier', actions: 'openForgotPassword' },
        ...captchaLoadHandlers('editing'),
      },
    },
    loadingUser: {
      meta: d('登录成功，正在加载用户信息。', 'Signed in; loading the user.'),
      on: {
        // Not on the final state: a finished actor takes no more events.
        'language.changed': { actions: 'assignLang' },
        'user.loaded': {
          target: 'reloading',
          actions: [
            'assignAppliedLang',
            { type: 'applyLanguage', params: ({ context, event }) => ({ lang: languageAfterLogin(event.user, context.lang) }) },
            'reload',
          ],
        },
        'user.loadFailed': { target: 'editing', actions: ['clearSession', 'assignError'] },
      },
    },
    reloading: {
      meta: d('已应用用户语言，页面刷新。', 'The language is applied and the page reloads.'),
      type: 'final',
    },
  },
});

export type LoginMachine = typeof loginMachine;
