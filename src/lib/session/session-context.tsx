import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
// antd's App context alone: importing `App` would bring antd into every page's first load (src/lib/antd/notices.tsx).
import useApp from 'antd/es/app/useApp';
import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { MeQuery as MeQueryResult } from '@/gql/graphql';
import {
  clearSession,
  getToken,
  readCachedUser,
  setTokens,
  writeCachedUser,
} from '../auth-token';
import { describeError, serviceErrorStatus, setErrorSink, presentError } from '../errors';
import { useLoginDialog } from '../login-dialog';
import { MeQuery } from './me.query';
import { SignoutMutation } from './signout.mutation';

/** The signed-in member as the `me` query returns it. */
export type SessionUser = MeQueryResult['me'];

/** What `signin` answers (AuthTokens of schema.graphql; the refresh token stays in the gateway's HttpOnly cookie). */
export type SessionTokens = { idToken: string; expiresIn: number };

export type Session = {
  /** The machine's state: loggedOut, loadingProfile, loggedIn or expired. */
  state: 'loggedOut' | 'loadingProfile' | 'loggedIn' | 'expired';
  /** A token cookie is present: what the route guard asks (spec section 2). */
  hasToken: boolean;
  /** Signed in as far as the UI goes: a token and a session that is not logged out. */
  isSignedIn: boolean;
  /** The loaded profile; while it loads, the locally cached one (display only). */
  user: SessionUser | undefined;
  /**
   * The profile came from the server in this page's life. Until then `user` may be the cached copy and
   * `roles`/`permissions` are empty: access decisions must wait for this, not for `user`.
   */
  profileLoaded: boolean;
  roles: readonly string[];
  permissions: readonly string[];
  /**
   * For the login dialog after `signin` succeeded: stores the tokens, loads the profile and resolves with it.
   * On failure it clears the tokens again and rejects with the error; the caller shows the message (the
   * session then shows no dialog and does not navigate, as the login dialog is already open).
   */
  signedIn: (tokens: SessionTokens) => Promise<SessionUser>;
  /** Reloads the profile (after a password change, a language switch, …). */
  refreshUser: () => Promise<SessionUser | undefined>;
  /** Signs out on the server, clears the cookie and the cached user info, goes to /index. */
  logout: () => void;
  /** Logged out on purpose (not a lost session): the guard goes to /index without redirect or dialog. */
  loggedOutByUser: boolean;
};

const SessionContext = createContext<Session | null>(null);

type Pending = { resolve: (u: SessionUser) => void; reject: (e: unknown) => void };

const EMPTY: readonly string[] = [];

/**
 * A React context around `sessionMachine` (machines/session/session.machine.ts): the machine decides, this
 * provider runs its effects (`machine.provide`). Also registers the error sink of src/lib/errors.ts, because
 * a 401 is the session's business.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const dialog = useLoginDialog();
  const { message, modal, notification } = useApp();
  const { t } = useTranslation();
  const [token, setToken] = useState<string | undefined>(getToken);

  // Effects read the latest React values through this ref: the machine is created once.
  const live = useRef({ client, navigate, dialog, message, modal, notification, t });
  live.current = { client, navigate, dialog, message, modal, notification, t };
  const pending = useRef<Pending | null>(null);

  const [machine] = useState(() =>
    sessionMachine.provide({
      actions: {
        loadProfile: ({ self }) => {
          void fetchProfile(live.current.client).then(
            (user) => {
              writeCachedUser(user);
              self.send({ type: 'profile.loaded', user });
              pending.current?.resolve(user);
              pending.current = null;
            },
            (error: unknown) => {
              const { t: tr } = live.current;
              const text = serviceErrorStatus(error) === 401 ? tr('errors.invalidSession') : describeError(error, tr).message;
              const waiting = pending.current;
              self.send({ type: 'profile.failed', message: text });
              pending.current = null;
              waiting?.reject(error);
            },
          );
        },
        signOut: () => {
          // Captured now: clearSession runs right after and removes the cookie. The answer expires the gateway's
          // HttpOnly refresh cookie (scripts cannot), and ends the session through it if the id token has expired.
          const current = getToken();
          if (!current) return;
          void live.current.client
            .mutate({
              mutation: SignoutMutation,
              context: { silentErrors: true, headers: { Authorization: `Bearer ${current}` } },
            })
            .catch(() => undefined);
        },
        clearSession: () => {
          clearSession();
          setToken(undefined);
          void live.current.client.clearStore();
        },
        showExpiredDialog: ({ self }) => {
          const { modal: m, t: tr } = live.current;
          m.confirm({
            title: tr('errors.sessionExpired.title'),
            content: tr('errors.sessionExpired.content'),
            okText: tr('errors.sessionExpired.relogin'),
            cancelText: tr('errors.sessionExpired.stay'),
            onOk: () => self.send({ type: 'dialog.relogin' }),
            onCancel: () => self.send({ type: 'dialog.stay' }),
          });
        },
        // While the login dialog waits on `signedIn`, it shows the failure itself and is already open.
        showError: ({ context }) => {
          if (pending.current === null && context.error) void live.current.message.error(context.error);
        },
        goIndex: () => {
          if (pending.current === null) live.current.navigate('/index');
        },
        openLogin: () => {
          if (pending.current === null) live.current.dialog.show('login');
        },
      },
    }),
  );
  const actor = useFlowActor(machine);
  const state = useSelector(actor, (s) => s.value as Session['state']);
  const user = useSelector(actor, (s) => s.context.user) as SessionUser | null;
  const loggedOutByUser = useSelector(actor, (s) => s.matches('loggedOut') && s.context.loggedOutByUser);

  // A token from an earlier visit: load the profile once at start.
  useEffect(() => {
    if (getToken()) actor.send({ type: 'session.tokenFound' });
  }, [actor]);

  // Every reported GraphQL or network error goes through the one mapping of spec section 8.
  useEffect(() => {
    setErrorSink((error) => {
      const { t: tr, message: msg, notification: note } = live.current;
      presentError(describeError(error, tr), { message: msg, notification: note }, {
        sessionExpired: () => actor.send({ type: 'session.expired' }),
        logout: () => actor.send({ type: 'session.logout' }),
      }, tr);
    });
    return () => setErrorSink(undefined);
  }, [actor]);

  const signedIn = useCallback(
    (tokens: SessionTokens) =>
      new Promise<SessionUser>((resolve, reject) => {
        setTokens(tokens);
        setToken(tokens.idToken);
        const snapshot = actor.getSnapshot();
        if (snapshot.matches('loggedOut')) {
          pending.current = { resolve, reject };
          actor.send({ type: 'session.tokenFound' });
          return;
        }
        // Already past loggedOut (signing in again over a live session): just reload the profile.
        fetchProfile(client).then((u) => {
          writeCachedUser(u);
          actor.send({ type: 'profile.loaded', user: u });
          resolve(u);
        }, reject);
      }),
    [actor, client],
  );

  const refreshUser = useCallback(async () => {
    if (!getToken()) return undefined;
    const u = await fetchProfile(client);
    writeCachedUser(u);
    actor.send({ type: 'profile.loaded', user: u });
    return u;
  }, [actor, client]);

  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);

  const value = useMemo<Session>(() => {
    const shown = user ?? (token ? readCachedUser<SessionUser>() : undefined);
    return {
      state,
      hasToken: Boolean(token),
      isSignedIn: Boolean(token) && state !== 'loggedOut',
      user: shown ?? undefined,
      profileLoaded: Boolean(user),
      roles: user?.roles ?? EMPTY,
      permissions: user?.permissions ?? EMPTY,
      signedIn,
      refreshUser,
      logout,
      loggedOutByUser,
    };
  }, [state, token, user, signedIn, refreshUser, logout, loggedOutByUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

async function fetchProfile(client: ReturnType<typeof useApolloClient>): Promise<SessionUser> {
  const result = await client.query({ query: MeQuery, fetchPolicy: 'network-only', context: { silentErrors: true } });
  if (!result.data) throw result.error ?? new Error('no profile');
  return result.data.me;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
