import { getToken, setTokens, type StoredTokens } from './auth-token';

/**
 * Silent renewal of the id token (2 hours) with the refresh token (7 days, rotated on every use; see
 * docs/contracts.md). The refresh token is not the app's to hold: the gateway keeps it in an HttpOnly cookie sent
 * only to /graphql, so renewing is the bare `refreshToken` mutation and the answer brings the new id token while
 * the gateway rotates the cookie. A call answered with a service 401 is renewed once and replayed with the new
 * token; only when renewal fails does the 401 reach the error mapping, which opens the session-expired dialog.
 * Renewals are single-flight: the refresh token is single-use, so parallel 401s must share one renewal. Another
 * tab may win the race for the same refresh cookie (cookies are shared): a renewal that fails while the
 * `Admin-Token` cookie has meanwhile changed takes the other tab's new id token instead of ending the session.
 */

const REFRESH_MUTATION = 'mutation RenewSession { refreshToken { idToken expiresIn } }';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type TokenStore = { getToken(): string | undefined; setTokens(tokens: StoredTokens): void };

function hasServiceUnauthorized(body: unknown): boolean {
  const errors = (body as { errors?: Array<{ extensions?: { status?: unknown } }> } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e?.extensions?.status === 401);
}

function withBearer(init: RequestInit | undefined, token: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

export function createRefreshingFetch(baseFetch: Fetch, uri: string, store: TokenStore = { getToken, setTokens }): Fetch {
  let renewal: Promise<boolean> | null = null;

  function renewedElsewhere(before: string): boolean {
    const current = store.getToken();
    return Boolean(current) && current !== before;
  }

  async function renew(): Promise<boolean> {
    // Without an id token there is no session to renew (signed out, or never signed in on this browser).
    const before = store.getToken();
    if (!before) return false;
    try {
      const res = await baseFetch(uri, {
        method: 'POST',
        // A JSON post from the page itself: the only kind the gateway reads the refresh cookie on.
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ operationName: 'RenewSession', query: REFRESH_MUTATION }),
      });
      const body = (await res.json()) as { data?: { refreshToken?: StoredTokens } | null };
      const tokens = body.data?.refreshToken;
      if (!tokens) return renewedElsewhere(before);
      // Signed out while the renewal was on its way: the new id token must not bring the session back.
      if (!store.getToken()) return false;
      store.setTokens(tokens);
      return true;
    } catch {
      return renewedElsewhere(before);
    }
  }

  return async (input, init) => {
    const response = await baseFetch(input, init);
    if (!store.getToken() || !response.headers.get('content-type')?.includes('json')) return response;
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    if (!hasServiceUnauthorized(body)) return response;
    renewal ??= renew().finally(() => {
      renewal = null;
    });
    if (!(await renewal)) return response;
    const token = store.getToken();
    return token ? baseFetch(input, withBearer(init, token)) : response;
  };
}
