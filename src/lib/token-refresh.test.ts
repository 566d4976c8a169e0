import { describe, expect, it } from 'vitest';
import { createRefreshingFetch } from './token-refresh';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}
const unauthorized = { data: null, errors: [{ message: '登录状态已过期', extensions: { code: 'SERVICE_ERROR', status: 401 } }] };
const renewed = { data: { refreshToken: { idToken: 'new', expiresIn: 7200 } } };

/**
 * A page with the id token `old` in its `Admin-Token` cookie. The refresh token is the gateway's HttpOnly cookie, out
 * of the app's reach: `refresh` answers as the gateway would and sees what the app sent.
 */
function setup(answers: { me: (auth: string | null) => unknown; refresh: () => unknown }, token: string | null = 'old') {
  const store = {
    token: token ?? undefined,
    getToken() {
      return this.token;
    },
    setTokens(t: { idToken: string }) {
      this.token = t.idToken;
    },
  };
  const calls: string[] = [];
  const refreshRequests: RequestInit[] = [];
  const base = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    if (body.query.includes('refreshToken')) {
      calls.push('refresh');
      refreshRequests.push(init!);
      return json(answers.refresh());
    }
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`me:${auth}`);
    return json(answers.me(auth));
  };
  const fetch = createRefreshingFetch(base, '/graphql', {
    getToken: () => store.getToken(),
    setTokens: (t) => store.setTokens(t),
  });
  const me = () => fetch('/graphql', { method: 'POST', headers: { Authorization: `Bearer ${store.token}` }, body: JSON.stringify({ query: '{ me { id } }' }) });
  return { store, calls, refreshRequests, me };
}

describe('silent token renewal', () => {
  it('renews an expired id token once through the refresh cookie and replays the call with the new one', async () => {
    const { store, calls, refreshRequests, me } = setup({
      me: (auth) => (auth === 'Bearer new' ? { data: { me: { id: '1' } } } : unauthorized),
      refresh: () => renewed,
    });
    const res = await me();
    expect(await res.json()).toEqual({ data: { me: { id: '1' } } });
    expect(calls).toEqual(['me:Bearer old', 'refresh', 'me:Bearer new']);
    expect(store.token).toBe('new');
    // The app names no refresh token: a JSON post of the bare mutation, with the page's own cookies.
    const [renewal] = refreshRequests;
    expect(new Headers(renewal.headers).get('content-type')).toBe('application/json');
    expect(renewal.credentials).toBe('same-origin');
    expect(JSON.parse(String(renewal.body))).toEqual({ operationName: 'RenewSession', query: expect.stringMatching(/refreshToken \{ idToken expiresIn \}/) });
    expect(String(renewal.body)).not.toMatch(/variables|refreshToken\(/);
  });

  it('shares one renewal between parallel calls (the refresh token is single-use)', async () => {
    const { calls, me } = setup({
      me: (auth) => (auth === 'Bearer new' ? { data: { me: { id: '1' } } } : unauthorized),
      refresh: () => renewed,
    });
    await Promise.all([me(), me(), me()]);
    expect(calls.filter((c) => c === 'refresh')).toHaveLength(1);
  });

  it('hands the 401 on when renewal fails, so the session-expired dialog opens', async () => {
    const { calls, me } = setup({ me: () => unauthorized, refresh: () => unauthorized });
    const res = await me();
    expect(await res.json()).toEqual(unauthorized);
    expect(calls).toEqual(['me:Bearer old', 'refresh']);
  });

  it('takes the id token another tab renewed meanwhile instead of ending the session', async () => {
    const { store, calls, me } = setup({
      me: (auth) => (auth === 'Bearer other-tab' ? { data: { me: { id: '1' } } } : unauthorized),
      // The other tab spent the refresh cookie first: this tab's renewal is refused, but Admin-Token now holds its id token.
      refresh: () => {
        store.token = 'other-tab';
        return unauthorized;
      },
    });
    const res = await me();
    expect(await res.json()).toEqual({ data: { me: { id: '1' } } });
    expect(calls).toEqual(['me:Bearer old', 'refresh', 'me:Bearer other-tab']);
  });

  it('does not try to renew without an id token (a visitor, or after sign-out)', async () => {
    const { calls, me } = setup({ me: () => unauthorized, refresh: () => renewed }, null);
    await me();
    expect(calls).toEqual(['me:Bearer undefined']);
  });

  it('does not bring a session back that was signed out while the renewal was on its way', async () => {
    const { store, calls, me } = setup({
      me: () => unauthorized,
      refresh: () => {
        store.token = undefined;
        return renewed;
      },
    });
    const res = await me();
    expect(await res.json()).toEqual(unauthorized);
    expect(store.token).toBeUndefined();
    expect(calls).toEqual(['me:Bearer old', 'refresh']);
  });
});
