import { getRefreshToken, getToken, setTokens, type StoredTokens } from './auth-token';

/**
 * Silent renewal of the id token (2 hours) with the refresh token (7 days, rotated on every use; see
 * docs/contracts.md). A call answered with a service 401 is renewed once and replayed with the new token;
 * only when renewal fails does the 401 reach the error mapping, which opens the session-expired dialog.
 * Renewals are single-flight: the refresh token is single-use, so parallel 401s must share one renewal. Another
 * tab may win the race for the same refresh token (the cookies are shared): a renewal that fails while the
 * cookie has meanwhile changed takes the other tab's new tokens instead of ending the session.
 */

const REFRESH_MUTATION = 'mutation RenewSession($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) { idToken refreshToken expiresIn } }';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function hasServiceUnauthorized(body: unknown): boolean {
  const errors = (body as { errors?: Array<{ extensions?: { status?: unknown } }> } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e?.extensions?.status === 401);
}

function withBearer(init: RequestInit | undefined, token: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

export function createRefreshingFetch(baseFetch: Fetch, uri: string, store = { getRefreshToken, getToken, setTokens }): Fetch {
  let renewal: Promise<boolean> | null = null;

  function renewedElsewhere(spent: string): boolean {
    const current = store.getRefreshToken();
    return Boolean(current) && current !== spent;
  }

  async function renew(): Promise<boolean> {
    const refreshToken = store.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const res = await baseFetch(uri, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: REFRESH_MUTATION, variables: { refreshToken } }),
      });
      const body = (await res.json()) as { data?: { refreshToken?: StoredTokens } | null };
      const tokens = body.data?.refreshToken;
      if (!tokens) return renewedElsewhere(refreshToken);
      store.setTokens(tokens);
      return true;
    } catch {
      return renewedElsewhere(refreshToken);
    }
  }

  return async (input, init) => {
    const response = await baseFetch(input, init);
    if (!store.getRefreshToken() || !response.headers.get('content-type')?.includes('json')) return response;
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
