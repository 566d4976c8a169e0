import { describe, expect, it } from 'vitest';
import { createRefreshingFetch } from './token-refresh';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}
const unauthorized = { data: null, errors: [{ message: '登录状态已过期', extensions: { code: 'SERVICE_ERROR', status: 401 } }] };

function setup(answers: { me: (auth: string | null) => unknown; refresh: (token: string) => unknown }, refreshToken = 'r1') {
  const store = {
    token: 'old' as string | undefined,
    refresh: refreshToken as string | undefined,
    getToken() {
      return this.token;
    },
    getRefreshToken() {
      return this.refresh;
    },
    setTokens(t: { idToken: string; refreshToken: string }) {
      this.token = t.idToken;
      this.refresh = t.refreshToken;
    },
  };
  const calls: string[] = [];
  const base = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: { refreshToken?: string } };
    if (body.query.includes('refreshToken(')) {
      calls.push(`refresh:${body.variables?.refreshToken}`);
      return json(answers.refresh(body.variables?.refreshToken ?? ''));
    }
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`me:${auth}`);
    return json(answers.me(auth));
  };
  const fetch = createRefreshingFetch(base, '/graphql', {
    getToken: () => store.getToken(),
    getRefreshToken: () => store.getRefreshToken(),
    setTokens: (t) => store.setTokens(t),
  });
  const me = () => fetch('/graphql', { method: 'POST', headers: { Authorization: 'Bearer old' }, body: JSON.stringify({ query: '{ me { id } }' }) });
  return { store, calls, me };
}

describe('silent token renewal', () => {
  it('renews an expired id token once and replays the call with the new one', async () => {
    const { store, calls, me } = setup({
      me: (auth) => (auth === 'Bearer new' ? { data: { me: { id: '1' } } } : unauthorized),
      refresh: () => ({ data: { refreshToken: { idToken: 'new', refreshToken: 'r2', expiresIn: 7200 } } }),
    });
    const res = await me();
    expect(await res.json()).toEqual({ data: { me: { id: '1' } } });
    expect(calls).toEqual(['me:Bearer old', 'refresh:r1', 'me:Bearer new']);
    expect(store.refresh).toBe('r2');
  });

  it('shares one renewal between parallel calls (the refresh token is single-use)', async () => {
    const { calls, me } = setup({
      me: (auth) => (auth === 'Bearer new' ? { data: { me: { id: '1' } } } : unauthorized),
      refresh: () => ({ data: { refreshToken: { idToken: 'new', refreshToken: 'r2', expiresIn: 7200 } } }),
    });
    await Promise.all([me(), me(), me()]);
    expect(calls.filter((c) => c.startsWith('refresh'))).toEqual(['refresh:r1']);
  });

  it('hands the 401 on when renewal fails, so the session-expired dialog opens', async () => {
    const { calls, me } = setup({ me: () => unauthorized, refresh: () => unauthorized });
    const res = await me();
    expect(await res.json()).toEqual(unauthorized);
    expect(calls).toEqual(['me:Bearer old', 'refresh:r1']);
  });

  it('takes the tokens another tab renewed meanwhile instead of ending the session', async () => {
    const { store, calls, me } = setup({
      me: (auth) => (auth === 'Bearer other-tab' ? { data: { me: { id: '1' } } } : unauthorized),
      // The other tab spent r1 first: this tab's renewal is refused, but the shared cookies now hold new tokens.
      refresh: () => {
        store.token = 'other-tab';
        store.refresh = 'r-other';
        return unauthorized;
      },
    });
    const res = await me();
    expect(await res.json()).toEqual({ data: { me: { id: '1' } } });
    expect(calls).toEqual(['me:Bearer old', 'refresh:r1', 'me:Bearer other-tab']);
  });

  it('does not try to renew without a refresh token', async () => {
    const { calls, me } = setup({ me: () => unauthorized, refresh: () => unauthorized }, '');
    await me();
    expect(calls).toEqual(['me:Bearer old']);
  });
});
