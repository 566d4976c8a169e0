import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, isPublicRead, type Gateway } from './yoga';

// Cache-Control of /graphql answers, in-process through `gateway.fetch`. A recording HTTP endpoint stands in for
// the services (a member for /member/v2/member, an empty list for reference reads); the full services run in
// tests/integration/.

let upstream: Server;
let gateway: Gateway;
let calls = 0;

const MEMBER = { id: 7, phone: '86-13800000001', primaryEmail: 'demo@portal.local', nickname: 'demo', localization: 'zh', roles: ['member'], permissions: [] };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    calls += 1;
    const data = req.url?.startsWith('/member/v2/member') ? MEMBER : req.url?.startsWith('/pass/countryList') ? [] : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({ servicesUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, production: true, logger: silent() });
});

afterAll(async () => {
  await gateway?.dispose();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function silent() {
  const nothing = () => undefined;
  return { debug: nothing, info: nothing, warn: nothing, error: nothing };
}

async function ask(query: string, token = 'Bearer member-token'): Promise<Response> {
  return gateway.fetch('http://portal.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: token },
    body: JSON.stringify({ query }),
  });
}

describe('Cache-Control of /graphql answers', () => {
  it('is no-store on the member\'s own data', async () => {
    const answer = await ask('{ me { id phone primaryEmail } }');
    expect(((await answer.json()) as { data: { me: { phone: string } } }).data.me.phone).toBe('86-13800000001');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on a mutation', async () => {
    const answer = await ask('mutation { signout }');
    expect(await answer.json()).toEqual({ data: { signout: true } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store when a public read is asked together with personal data', async () => {
    const answer = await ask('{ countries { areaCode } me { id } }');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on errors: a refused document and an unreachable field', async () => {
    expect((await ask('{ me { ')).headers.get('cache-control')).toBe('no-store');
    expect((await ask('{ nothingHere }')).headers.get('cache-control')).toBe('no-store');
  });

  it('lets browsers keep a public read but revalidate it, from the gateway cache too', async () => {
    const first = await ask('{ countries { areaCode } }', '');
    expect(await first.json()).toEqual({ data: { countries: [] } });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const before = calls;
    const second = await ask('{ countries { areaCode } }', '');
    expect(calls).toBe(before); // served by the response cache
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('counts a query as public only when every root field is a public read', () => {
    expect(isPublicRead(parse('{ countries { areaCode } industries { id } __typename }'))).toBe(true);
    expect(isPublicRead(parse('{ countries { areaCode } me { id } }'))).toBe(false);
    expect(isPublicRead(parse('query A { countries { areaCode } } query B { me { id } }'), 'B')).toBe(false);
    expect(isPublicRead(parse('query A { countries { areaCode } } query B { me { id } }'), 'A')).toBe(true);
    expect(isPublicRead(parse('{ ...F } fragment F on Query { countries { areaCode } }'))).toBe(false);
    expect(isPublicRead(parse('mutation { signout }'))).toBe(false);
  });
});
