import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * Where the session's tokens live (spec section 3 and 9): the id token in the cookie `Admin-Token`, which
 * the Apollo link turns into `Authorization: Bearer …`. The refresh token is out of the scripts' reach: the
 * gateway keeps it in an HttpOnly cookie sent only to /graphql (gateway/refresh-cookie.ts), so the app never
 * sees it. The cached user info (spec: "userInfo, cached locally") lives in localStorage so the top bar can show
 * the name before `me` answers. `clearSession()` wipes what scripts can reach; the gateway's `signout` expires the
 * refresh cookie.
 */
export const TOKEN_COOKIE = 'Admin-Token';
/** Where the app itself kept the refresh token before the gateway's HttpOnly cookie: only ever removed now. */
export const LEGACY_REFRESH_COOKIE = 'Refresh-Token';
export const USER_INFO_KEY = 'userInfo';

/** The refresh token lives 7 days (docs/contracts.md). */
const REFRESH_LIFETIME_S = 7 * 24 * 3600;

export type StoredTokens = { idToken: string; expiresIn: number };

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function setTokens(tokens: StoredTokens): void {
  // The id token expires after `expiresIn`, but its cookie lives as long as the refresh token: a call with an
  // expired id token answers 401 and is renewed silently (token-refresh.ts) instead of looking logged out.
  writeCookie(TOKEN_COOKIE, tokens.idToken, { maxAge: REFRESH_LIFETIME_S });
}

export function readCachedUser<T>(): T | undefined {
  try {
    const raw = localStorage.getItem(USER_INFO_KEY);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedUser(user: unknown): void {
  try {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
  } catch {
    // storage full or disabled: the cache is only a convenience
  }
}

export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(LEGACY_REFRESH_COOKIE);
  try {
    localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // nothing cached
  }
}
