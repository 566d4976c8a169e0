import type { Plugin } from 'graphql-yoga';

// The refresh token never reaches the app's scripts: the gateway keeps it in an HttpOnly cookie that only
// /graphql receives, sets it on sign-in, reads and rotates it on `refreshToken`, and expires it on sign-out.
// The id token stays in the script-readable `Admin-Token` cookie that spec section 7 names (the app writes it).

/** The cookie's name. Not `__Host-` (that needs Path=/) nor `__Secure-` (plain-http development has no Secure). */
export const REFRESH_COOKIE = 'Portal-Refresh';
/** Where the app kept the refresh token before (script-readable, Path=/): expired whenever the new cookie is written. */
export const LEGACY_REFRESH_COOKIE = 'Refresh-Token';
/** The refresh token's lifetime (services/lib/tokens.ts REFRESH_TOKEN_TTL_S); the services refuse it after that anyway. */
export const REFRESH_COOKIE_MAX_AGE_S = 7 * 24 * 3600;

/** What a token may look like (JWT and base64url characters): anything else in a cookie is not passed on. */
export const TOKEN_CHARS = /^[A-Za-z0-9._~+/=-]+$/;

export interface RefreshCookieAttributes {
  /** The GraphQL endpoint's path: the only place the browser sends the cookie to. */
  path: string;
  /** The client reached the portal over TLS (the socket, or a trusted proxy's X-Forwarded-Proto). */
  secure: boolean;
}

/** One `Set-Cookie` value; an empty token with max-age 0 expires the cookie. */
export function refreshCookieHeader(token: string, maxAgeS: number, attributes: RefreshCookieAttributes): string {
  const parts = [`${REFRESH_COOKIE}=${token}`, `Path=${attributes.path}`, `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAgeS === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Expires the script-readable cookie that held the refresh token before this cookie existed (it was on Path=/). */
function legacyCookieExpiry(secure: boolean): string {
  return `${LEGACY_REFRESH_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** What a resolver sees of the refresh cookie of one request. */
export interface RefreshCookie {
  /**
   * The refresh token the browser sent; undefined without one, and on any request another site could make a
   * browser send (only a JSON POST counts: context.ts `mayUseCookie`).
   */
  readonly presented: string | undefined;
  /** Sets (or rotates) the cookie on this answer. Ignored on requests that may not use cookies. */
  set(token: string): void;
  /** Expires the cookie on this answer. */
  clear(): void;
}

/**
 * The refresh cookies of the gateway: `forRequest` gives each GraphQL request its view (for the context), and
 * `plugin` writes what the resolvers asked for as `Set-Cookie` on that request's answer.
 */
export interface RefreshCookies {
  /** `secure`: the client came over TLS; `cookiesAllowed`: a request only the app's own page can send (a JSON post). */
  forRequest(request: Request, options: { secure: boolean; cookiesAllowed: boolean }): RefreshCookie;
  plugin: Plugin;
}

export function createRefreshCookies(path: string): RefreshCookies {
  const pending = new WeakMap<Request, string[]>();
  return {
    forRequest(request, { secure, cookiesAllowed }) {
      const sent = cookiesAllowed ? cookieValue(request.headers.get('cookie'), REFRESH_COOKIE) : undefined;
      const attributes = { path, secure };
      // The last call wins (a sign-out that renews before revoking ends with the cookie cleared).
      const write = (headers: string[]) => pending.set(request, headers);
      return {
        presented: sent && TOKEN_CHARS.test(sent) ? sent : undefined,
        set(token) {
          // A cross-site form could sign a browser in to someone else's account (login CSRF): only the app's JSON posts set it.
          if (!cookiesAllowed || !TOKEN_CHARS.test(token)) return;
          write([refreshCookieHeader(token, REFRESH_COOKIE_MAX_AGE_S, attributes), legacyCookieExpiry(secure)]);
        },
        clear() {
          write([refreshCookieHeader('', 0, attributes), legacyCookieExpiry(secure)]);
        },
      };
    },
    plugin: {
      onResponse({ request, response }) {
        const headers = pending.get(request);
        if (!headers) return;
        pending.delete(request);
        for (const header of headers) response.headers.append('set-cookie', header);
      },
    },
  };
}
