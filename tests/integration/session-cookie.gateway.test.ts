/**
 * The session through the gateway before the real services (issue 11): the refresh token lives only in the
 * gateway's HttpOnly cookie (gateway/refresh-cookie.ts). Sign-in sets it and answers no refresh token, refresh works
 * from the cookie alone and rotates it, a spent one presented after the grace revokes the session, sign-out expires
 * it. And the member's saved language changes only by `modifyLanguage`, never by the language a browser signs in
 * or asks with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../gateway/refresh-cookie';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

// Mirrors services/member/account.service.ts REFRESH_REUSE_GRACE_MS and services/lib/tokens.ts ID_TOKEN_TTL_S
// (the gateway side of the tests does not import the services' code).
const REUSE_GRACE_MS = 30_000;
const ID_TOKEN_TTL_MS = 2 * 3_600_000;

let stack: RunningStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

let ipCounter = 10;
const nextIp = () => `198.51.100.${ipCounter++}`;

interface Answer<T> extends GraphQLAnswer<T> {
  text: string;
  setCookies: string[];
}

/** A JSON post as the app sends it, with the response's Set-Cookie lines. */
async function ask<T>(query: string, options: { variables?: Record<string, unknown>; headers?: Record<string, string>; clientIp?: string; url?: string } = {}): Promise<Answer<T>> {
  const response = await stack.gateway.fetch(
    options.url ?? 'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...options.headers },
      body: JSON.stringify({ query, variables: options.variables }),
    },
    { clientIp: options.clientIp ?? nextIp() },
  );
  const text = await response.text();
  const { data, errors } = JSON.parse(text) as GraphQLAnswer<T>;
  return { status: response.status, data, errors, text, setCookies: response.headers.getSetCookie() };
}

function refreshCookieIn(setCookies: string[]): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return line?.slice(REFRESH_COOKIE.length + 1).split(';')[0];
}

const SIGNIN = 'mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken expiresIn } }';
const REFRESH = 'mutation RenewSession { refreshToken { idToken expiresIn } }';
const DEMO = { email: 'demo@portal.local', phone: '86-13800000001', password: 'Demo@2026' };
const OPS = { email: 'ops@portal.local', password: 'Ops@2026x' };
const PO = { email: 'po@portal.local', password: 'Po@2026xx' };

async function signIn(who: { email: string; password: string }, headers: Record<string, string> = {}) {
  const answer = await ask<{ signin: { idToken: string; expiresIn: number } }>(SIGNIN, { variables: { i: who.email, p: who.password }, headers });
  expect(answer.errors, answer.text).toBeUndefined();
  const cookie = refreshCookieIn(answer.setCookies);
  expect(cookie).toMatch(/\S+/);
  return { idToken: answer.data!.signin.idToken, refreshToken: cookie!, answer };
}

const refreshWith = (token: string) => ask<{ refreshToken: { idToken: string; expiresIn: number } }>(REFRESH, { headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
const meWith = (idToken: string) => ask<{ me: { id: string; localization: string } }>('{ me { id localization } }', { headers: { authorization: `Bearer ${idToken}` } });
const statusOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.status;

async function advanceClock(ms: number): Promise<void> {
  const response = await fetch(`${stack.servicesUrl}/dev/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

describe('the refresh cookie before the real services', () => {
  it('sign-in answers the id token only and sets the refresh token as an HttpOnly, SameSite=Strict cookie of /graphql', async () => {
    const { idToken, refreshToken, answer } = await signIn(DEMO);
    expect(Object.keys(answer.data!.signin).sort()).toEqual(['expiresIn', 'idToken']);
    expect(answer.text).not.toContain(refreshToken);
    const line = answer.setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    expect(line.split('; ').slice(1)).toEqual(['Path=/graphql', 'Max-Age=604800', 'HttpOnly', 'SameSite=Strict']);
    expect((await meWith(idToken)).data?.me.id).toEqual(expect.any(String));

    // Reached over https (here the URL; through node:http the socket or a trusted proxy): Secure as well.
    const overTls = await ask<{ signin: { idToken: string } }>(SIGNIN, { variables: { i: DEMO.phone, p: DEMO.password }, url: 'https://gateway.test/graphql' });
    expect(overTls.setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('refresh works from the cookie alone (no id token, no argument) and rotates it: the old one is refused', async () => {
    const { refreshToken } = await signIn(OPS);
    const renewed = await refreshWith(refreshToken);
    expect(renewed.errors, renewed.text).toBeUndefined();
    expect(renewed.text).not.toContain(refreshToken);
    const rotated = refreshCookieIn(renewed.setCookies)!;
    expect(rotated).toMatch(/\S+/);
    expect(rotated).not.toBe(refreshToken);
    expect(renewed.text).not.toContain(rotated);
    expect((await meWith(renewed.data!.refreshToken.idToken)).data?.me.id).toEqual(expect.any(String));

    // Within the grace (two tabs of one browser racing), the spent token is only refused, the session lives on.
    const raced = await refreshWith(refreshToken);
    expect(statusOf(raced)).toBe(401);
    expect(raced.setCookies).toEqual([]);
    const next = await refreshWith(rotated);
    expect(next.errors, next.text).toBeUndefined();

    // Without a cookie there is nothing to renew.
    expect(statusOf(await ask(REFRESH))).toBe(401);
  });

  it('a spent refresh token presented after the grace ends the session for everyone', async () => {
    const { refreshToken } = await signIn(PO);
    const renewed = await refreshWith(refreshToken);
    const memberIdToken = renewed.data!.refreshToken.idToken;
    const memberCookie = refreshCookieIn(renewed.setCookies)!;
    await advanceClock(REUSE_GRACE_MS);

    expect(statusOf(await refreshWith(refreshToken))).toBe(401);
    expect(statusOf(await meWith(memberIdToken))).toBe(401);
    expect(statusOf(await refreshWith(memberCookie))).toBe(401);
  });

  it('sign-out expires the cookie and revokes the session, also once the id token has expired', async () => {
    const first = await signIn(DEMO);
    const out = await ask<{ signout: boolean }>('mutation { signout }', {
      headers: { authorization: `Bearer ${first.idToken}`, cookie: `${REFRESH_COOKIE}=${first.refreshToken}` },
    });
    expect(out.data).toEqual({ signout: true });
    expect(out.setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toMatch(/^Portal-Refresh=; Path=\/graphql; Max-Age=0; .*HttpOnly; SameSite=Strict/);
    expect(statusOf(await refreshWith(first.refreshToken))).toBe(401);

    // Back after the id token's 2 hours: sign-out still ends the session through the refresh cookie.
    const second = await signIn(DEMO);
    await advanceClock(ID_TOKEN_TTL_MS + 1_000);
    expect(statusOf(await meWith(second.idToken))).toBe(401);
    const late = await ask<{ signout: boolean }>('mutation { signout }', {
      headers: { authorization: `Bearer ${second.idToken}`, cookie: `${REFRESH_COOKIE}=${second.refreshToken}` },
    });
    expect(late.data, late.text).toEqual({ signout: true });
    expect(refreshCookieIn(late.setCookies)).toBe('');
    // Nothing of that session renews any more: neither the cookie it was signed out with nor the one rotated on the way.
    expect(statusOf(await refreshWith(second.refreshToken))).toBe(401);
  });
});

describe('the saved language', () => {
  it('changes only by modifyLanguage: not by the language a browser signs in, asks or renews with', async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=en' };
    const { idToken, refreshToken } = await signIn(DEMO, english);
    const me = await ask<{ me: { localization: string } }>('{ me { localization } }', { headers: { ...english, authorization: `Bearer ${idToken}` } });
    expect(me.data!.me.localization).toBe('zh');
    const renewed = await ask<{ refreshToken: { idToken: string } }>(REFRESH, { headers: { ...english, cookie: `lang=en; ${REFRESH_COOKIE}=${refreshToken}` } });
    const renewedId = renewed.data!.refreshToken.idToken;
    expect((await meWith(renewedId)).data!.me.localization).toBe('zh');

    // The member's own switch is what changes it, and a later sign-in in Chinese leaves it English.
    const auth = { authorization: `Bearer ${renewedId}` };
    expect((await ask('mutation { modifyLanguage(lang: en) }', { headers: auth })).data).toEqual({ modifyLanguage: true });
    const chinese = await signIn(DEMO, { 'accept-language': 'zh-CN', cookie: 'lang=zh' });
    expect((await meWith(chinese.idToken)).data!.me.localization).toBe('en');
    expect((await ask('mutation { modifyLanguage(lang: zh) }', { headers: auth })).data).toEqual({ modifyLanguage: true });
  });
});
