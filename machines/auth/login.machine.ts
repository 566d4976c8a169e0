/**
 * Sign-in from the login dialog (spec section 2): the agreement must be ticked before Login is allowed;
 * on success the tokens are stored, the user is loaded, the user's saved language (or the current one) is
 * applied and the page reloads.
 *
 * Pure: `signin`, `storeTokens`, `loadUser`, `applyLanguage`, `reload`, ... are effects the shell provides;
 * results come back as events. The password never enters the context: `signin` reads it from the
 * `signin.submit` event that triggers it.
 */
import { assign, setup } from 'xstate';
import { validateIdentifier } from '../rules/identifier';
import type { Lang } from '../rules/messages';
import { validateLoginPassword } from '../rules/validation';
import type { FlowMeta } from '../shared/flow-meta';

export type LoginTokens = { idToken: string; refreshToken: string; expiresIn: number };

/** What the login flow needs of the member (`POST /member/v2/member`). */
export type LoginUser = { id: string; localization?: string | null };

export type LoginContext = {
  agreed: boolean;
  /** The language the page shows now; used when the member has none saved. */
  lang: Lang;
  /** The language applied after sign-in (null until then). */
  appliedLang: Lang | null;
  error: string | null;
};

export type LoginEvent =
  | { type: 'agreement.set'; accepted: boolean }
  | { type: 'language.changed'; lang: Lang }
  | { type: 'signin.submit'; identifier: string; password: string }
  | { type: 'signin.succeeded'; tokens: LoginTokens }
  | { type: 'signin.failed'; message: string }
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
    /** Calls sign-in with the identifier and password of the triggering `signin.submit`. */
    signin: () => {},
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
  },
  guards: {
    canSignIn: ({ context, event }) =>
      event.type === 'signin.submit' &&
      context.agreed &&
      validateIdentifier(event.identifier) === null &&
      validateLoginPassword(event.password) === null,
    /** The forgot-password link needs the identifier first (spec 5). */
    hasIdentifier: ({ event }) => event.type === 'forgot.open' && validateIdentifier(event.identifier) === null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ agreed: false, lang: input?.lang ?? 'zh', appliedLang: null, error: null }),
  meta: {
    title: { zh: '登录', en: 'Login' },
    description: {
      zh: '勾选协议后用手机号或邮箱和密码登录；成功后加载用户信息、应用其语言并刷新页面。',
      en: 'Sign in with phone or e-mail and password once the agreement is ticked; then load the user, apply their language and reload.',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      meta: d(
        '填写账号和密码；勾选协议后登录按钮可用。',
        'Filling in the identifier and password; Login is enabled once the agreement is ticked.',
      ),
      on: {
        'language.changed': { actions: 'assignLang' },
        'agreement.set': { actions: 'assignAgreement' },
        'signin.submit': { guard: 'canSignIn', target: 'signingIn', actions: ['clearError', 'signin'] },
        'forgot.open': { guard: 'hasIdentifier', actions: 'openForgotPassword' },
      },
    },
    signingIn: {
      meta: d('正在登录。', 'Signing in.'),
      on: {
        'language.changed': { actions: 'assignLang' },
        'signin.succeeded': { target: 'loadingUser', actions: ['storeTokens', 'showSuccess', 'loadUser'] },
        'signin.failed': { target: 'editing', actions: 'assignError' },
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
