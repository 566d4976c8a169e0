/**
 * The member's session in the browser (spec sections 2, 4 and 8): logged out → loading the profile (a token
 * was found) → logged in; a 401 answer opens the "login expired" dialog once at a time (stay, or log in
 * again); logout and a failed profile fetch clear everything and go to /index.
 *
 * Pure: `loadProfile`, `signOut`, `clearSession`, `showExpiredDialog`, `showError`, `goIndex`, `openLogin`
 * are effects the shell provides; results are events.
 */
import { assign, setup } from 'xstate';
import type { FlowMeta } from '../shared/flow-meta';

/** What the shell keeps of the member (`POST /member/v2/member`). */
export type SessionUser = {
  id: string;
  nickname?: string | null;
  avatar?: string | null;
  localization?: string | null;
  roles: string[];
  permissions: string[];
};

export type SessionContext = {
  user: SessionUser | null;
  error: string | null;
  /**
   * The member logged out on purpose: the page they were on is not worth returning to, so the shell's guard
   * sends them to /index without a redirect and without the login dialog.
   */
  loggedOutByUser: boolean;
};

export type SessionEvent =
  | { type: 'session.tokenFound' }
  | { type: 'profile.loaded'; user: SessionUser }
  | { type: 'profile.failed'; message: string }
  | { type: 'session.expired' }
  | { type: 'dialog.stay' }
  | { type: 'dialog.relogin' }
  | { type: 'session.logout' };

const d = (zh: string, en: string): FlowMeta => ({ description: { zh, en } });

/**
 * A deliberate logout, the same from every signed-in state (loading the profile, logged in, the expired
 * dialog): revoke on the server, forget the member, mark it deliberate, clear the cookies, go to /index.
 */
const logOut = {
  target: 'loggedOut',
  actions: ['signOut', 'forgetUser', 'markLoggedOutByUser', 'clearSession', 'goIndex'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects: the shell provides these with machine.provide({ actions }).
    loadProfile: () => {},
    /** Revokes the session on the server (`POST /member/v2/signout`); the outcome does not matter here. */
    signOut: () => {},
    /** Clears the token cookie, the cached user info and every session value. */
    clearSession: () => {},
    /** Opens the confirm dialog "login expired: stay or log in again"; its buttons send `dialog.*`. */
    showExpiredDialog: () => {},
    /** Shows the message of the triggering event. */
    showError: () => {},
    goIndex: () => {},
    openLogin: () => {},
    // Context updates.
    assignUser: assign(({ event }) => (event.type === 'profile.loaded' ? { user: event.user, error: null } : {})),
    forgetUser: assign({ user: null }),
    assignError: assign(({ event }) => (event.type === 'profile.failed' ? { error: event.message } : {})),
    clearError: assign({ error: null, loggedOutByUser: false }),
    markLoggedOutByUser: assign({ loggedOutByUser: true }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null, loggedOutByUser: false },
  meta: {
    title: { zh: '登录会话', en: 'Session' },
    description: {
      zh: '未登录、加载用户信息、已登录，以及登录过期时的提示框（同一时间只显示一个）。',
      en: 'Logged out, loading the profile, logged in, and the login-expired dialog (one at a time).',
    },
  },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      meta: d('未登录：只能访问首页和项目大厅。', 'Logged out: only /index and /hall are reachable.'),
      on: {
        'session.tokenFound': { target: 'loadingProfile', actions: 'clearError' },
      },
    },
    loadingProfile: {
      meta: d('已有登录令牌，正在获取用户信息。', 'A token is present; fetching the profile.'),
      entry: 'loadProfile',
      on: {
        'profile.loaded': { target: 'loggedIn', actions: 'assignUser' },
        'profile.failed': {
          target: 'loggedOut',
          actions: ['forgetUser', 'assignError', 'clearSession', 'showError', 'openLogin', 'goIndex'],
        },
        // The top bar shows the cached member while the profile loads: its logout must work then too.
        'session.logout': logOut,
      },
    },
    loggedIn: {
      meta: d('已登录：可访问个人中心。', 'Logged in: the personal centre is reachable.'),
      on: {
        // A refreshed profile (after a password change or a language switch) replaces the cached one.
        'profile.loaded': { actions: 'assignUser' },
        'session.expired': { target: 'expired' },
        'session.logout': logOut,
      },
    },
    expired: {
      // Further 401 answers arrive here too and are ignored: the dialog is shown once at a time.
      meta: d(
        '登录状态已过期：提示框询问留在此页或重新登录（同一时间只显示一个）。',
        'The login expired: a dialog asks to stay or log in again (only one at a time).',
      ),
      entry: 'showExpiredDialog',
      on: {
        'dialog.stay': { target: 'loggedIn' },
        'dialog.relogin': { target: 'loggedOut', actions: ['forgetUser', 'clearSession', 'goIndex', 'openLogin'] },
        // Logging out is always possible, also while the dialog is up (or was dismissed behind another window).
        'session.logout': logOut,
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
