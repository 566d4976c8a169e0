import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_REFRESH_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_MAX_AGE_S } from './refresh-cookie';
import { startGateway, type RunningGateway } from './server';

// The refresh token's HttpOnly cookie over a real socket (the Secure rule needs node:http's request): a recording
// endpoint stands in for the services and hands out numbered refresh tokens (the real services: tests/integration/
// session-cookie.gateway.test.ts).

interface Call {
  url: string;
  authorization?: string;
  body: Record<string, unknown>;
}

let upstream: Server;
let upstreamUrl: string;
const calls: Call[] = [];
let issued = 0;
/** The id tokens the stand-in still accepts for sign-out. */
const liveIdTokens = new Set<string>();

function envelope(code: number, data: unknown, msg = code === 200 ? 'ok' : 'session expired') {
  return JSON.stringify({ code, msg, data });
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      calls.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      const tokens = () => {
        issued += 1;
        liveIdTokens.add(`id-${issued}`);
        return { idToken: `id-${issued}`, refreshToken: `rt-${issued}.sig`, expiresIn: 7200 };
      };
      if (req.url === '/member/v2/signin') return res.end(envelope(200, tokens()));
      if (req.url === '/member/v2/token/refresh') {
        // Only the latest refresh token is good (rotation).
        return res.end(body.refreshToken === `rt-${issued}.sig` ? envelope(200, tokens()) : envelope(401, null));
      }
      if (req.url === '/member/v2/signout') {
        const id = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        return res.end(liveIdTokens.delete(id) ? envelope(200, null) : envelope(401, null));
      }
      res.end(envelope(404, null, 'not found'));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const running: RunningGateway[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((gateway) => gateway.close()));
  calls.length = 0;
});

async function gateway(trustProxy = 0): Promise<RunningGateway> {
  const started = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: upstreamUrl, production: true, trustProxy });
  running.push(started);
  return started;
}

const SIGNIN = 'mutation { signin(identifier: "demo@portal.local", password: "Demo@2026") { idToken expiresIn } }';
const REFRESH = 'mutation RenewSession { refreshToken { idToken expiresIn } }';

async function post(on: RunningGateway, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${on.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { response, text: await response.text(), cookies: response.headers.getSetCookie() };
}

/** The attributes of the refresh cookie's Set-Cookie, lower-cased names; its value under `value`. */
function refreshCookieOf(setCookies: string[]): Record<string, string | true> | undefined {
  const line = setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const parsed: Record<string, string | true> = { value: pair.slice(REFRESH_COOKIE.length + 1) };
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    if (eq < 0) parsed[attribute.toLowerCase()] = true;
    else parsed[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
  }
  return parsed;
}

describe('the refresh cookie', () => {
  it('is set by sign-in: HttpOnly, SameSite=Strict, only for /graphql, 7 days; no Secure over plain http; the body has no refresh token', async () => {
    const gw = await gateway();
    const { text, cookies } = await post(gw, SIGNIN);
    const body = JSON.parse(text) as { data: { signin: Record<string, unknown> } };
    expect(body.data.signin).toEqual({ idToken: `id-${issued}`, expiresIn: 7200 });
    expect(text).not.toContain(`rt-${issued}`);
    expect(refreshCookieOf(cookies)).toEqual({
      value: `rt-${issued}.sig`,
      path: '/graphql',
      'max-age': String(REFRESH_COOKIE_MAX_AGE_S),
      httponly: true,
      samesite: 'Strict',
    });
    // The script-readable cookie the app kept the token in before is expired on the way.
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${LEGACY_REFRESH_COOKIE}=; Path=/; Max-Age=0`)));
    // Asking for the token in the answer is not even possible.
    const asked = JSON.parse((await post(gw, 'mutation { signin(identifier: "a@b.c", password: "x") { refreshToken } }')).text) as { errors: unknown[] };
    expect(asked.errors).toHaveLength(1);
  });

  it('is Secure behind a trusted https proxy, and not when an untrusted client claims https', async () => {
    const behindProxy = await gateway(1);
    expect(refreshCookieOf((await post(behindProxy, SIGNIN, { 'x-forwarded-proto': 'https' })).cookies)?.secure).toBe(true);
    expect(refreshCookieOf((await post(behindProxy, SIGNIN, { 'x-forwarded-proto': 'http' })).cookies)?.secure).toBeUndefined();
    const direct = await gateway(0);
    expect(refreshCookieOf((await post(direct, SIGNIN, { 'x-forwarded-proto': 'https' })).cookies)?.secure).toBeUndefined();
  });

  it('is what refresh sends to the services, and refresh rotates it; the mutation takes no token from the client', async () => {
    const gw = await gateway();
    const first = refreshCookieOf((await post(gw, SIGNIN)).cookies)!.value as string;
    calls.length = 0;
    const renewed = await post(gw, REFRESH, { cookie: `lang=en; ${REFRESH_COOKIE}=${first}` });
    expect(JSON.parse(renewed.text)).toEqual({ data: { refreshToken: { idToken: `id-${issued}`, expiresIn: 7200 } } });
    expect(renewed.text).not.toContain('rt-');
    expect(calls).toEqual([{ url: '/member/v2/token/refresh', authorization: undefined, body: { refreshToken: first } }]);
    const second = refreshCookieOf(renewed.cookies)!;
    expect(second).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });
    expect(second.value).not.toBe(first);

    // The spent one is refused and the answer leaves the browser's cookie alone (another tab may hold the new one).
    const spent = await post(gw, REFRESH, { cookie: `${REFRESH_COOKIE}=${first}` });
    expect(JSON.parse(spent.text)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_ERROR', status: 401 } }] });
    expect(spent.cookies).toEqual([]);

    // A token named by the client is no argument of the mutation.
    const named = JSON.parse((await post(gw, `mutation { refreshToken(refreshToken: "${second.value as string}") { idToken } }`)).text) as { errors: unknown[] };
    expect(named.errors).toHaveLength(1);
  });

  it('is not read nor set on a request another site could make a browser send (not a JSON post)', async () => {
    const gw = await gateway();
    const current = refreshCookieOf((await post(gw, SIGNIN)).cookies)!.value as string;
    calls.length = 0;
    const form = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${REFRESH_COOKIE}=${current}` },
      body: new URLSearchParams({ query: REFRESH }).toString(),
    });
    expect(form.headers.getSetCookie().some((c) => c.startsWith(`${REFRESH_COOKIE}=`) && !c.includes('Max-Age=0'))).toBe(false);
    // Yoga runs mutations of form posts too: the resolver ran, without the cookie's token.
    expect(calls).toEqual([{ url: '/member/v2/token/refresh', authorization: undefined, body: { refreshToken: '' } }]);
    const signin = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: SIGNIN }).toString(),
    });
    expect(refreshCookieOf(signin.headers.getSetCookie())).toBeUndefined();
  });

  it('is expired by sign-out, which still ends the session through it when the id token was refused', async () => {
    const gw = await gateway();
    const signedIn = await post(gw, SIGNIN);
    const idToken = (JSON.parse(signedIn.text) as { data: { signin: { idToken: string } } }).data.signin.idToken;
    const cookie = `${REFRESH_COOKIE}=${refreshCookieOf(signedIn.cookies)!.value as string}`;

    calls.length = 0;
    const out = await post(gw, 'mutation { signout }', { authorization: `Bearer ${idToken}`, cookie });
    expect(JSON.parse(out.text)).toEqual({ data: { signout: true } });
    expect(refreshCookieOf(out.cookies)).toMatchObject({ value: '', 'max-age': '0', httponly: true, samesite: 'Strict', path: '/graphql' });
    expect(calls.map((c) => c.url)).toEqual(['/member/v2/signout']);

    // An id token the services refuse (expired): the cookie renews once, and that id token signs out.
    const again = await post(gw, SIGNIN);
    const againCookie = `${REFRESH_COOKIE}=${refreshCookieOf(again.cookies)!.value as string}`;
    calls.length = 0;
    const late = await post(gw, 'mutation { signout }', { authorization: 'Bearer expired', cookie: againCookie });
    expect(JSON.parse(late.text)).toEqual({ data: { signout: true } });
    expect(calls.map((c) => `${c.url} ${c.authorization ?? ''}`.trim())).toEqual([
      '/member/v2/signout Bearer expired',
      '/member/v2/token/refresh Bearer expired',
      `/member/v2/signout Bearer id-${issued}`,
    ]);
    expect(refreshCookieOf(late.cookies)).toMatchObject({ value: '', 'max-age': '0' });

    // Nothing to end it with: the 401 goes on, and the cookie is expired all the same.
    const nothing = await post(gw, 'mutation { signout }', { authorization: 'Bearer expired' });
    expect(JSON.parse(nothing.text)).toMatchObject({ errors: [{ extensions: { status: 401 } }] });
    expect(refreshCookieOf(nothing.cookies)).toMatchObject({ value: '', 'max-age': '0' });
  });
});
