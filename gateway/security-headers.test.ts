import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './server';
import { contentSecurityPolicy, GRAPHIQL_CSP, HSTS, servedOverTls } from './security-headers';

// The security headers of every kind of answer the gateway gives, over a real socket: the page, an asset,
// /graphql and the storage pass-through. A recording HTTP endpoint stands in for the services.

const STORAGE_ORIGIN = 'https://bucket.s3.example.com';

let upstream: Server;
let upstreamUrl: string;
let webRoot: string;
let production: RunningGateway;
let development: RunningGateway;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/oss/strict')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-security-policy': "default-src 'none'" });
      res.end('png');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  production = await startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl: upstreamUrl,
    production: true,
    trustProxy: 1,
    storageOrigins: [STORAGE_ORIGIN],
    webRoot,
  });
  development = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: upstreamUrl, production: false, webRoot });
});

afterAll(async () => {
  await production?.close();
  await development?.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(webRoot, { recursive: true, force: true });
});

function ask(gateway: RunningGateway, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${gateway.url}${path}`, init);
}

const ANSWERS: [string, string, RequestInit?][] = [
  ['the page', '/hall'],
  ['an asset', '/assets/index-abc123.js'],
  ['a 404', '/assets/gone-1.js'],
  ['/graphql', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ countries { areaCode } }' }) }],
  ['/health', '/health'],
  ['the storage pass-through', '/oss/auth/1_2_a.png'],
];

describe.each(ANSWERS)('on %s', (_name, path, init) => {
  it('sends a Content-Security-Policy', async () => {
    expect((await ask(production, path, init)).headers.get('content-security-policy')).toBe(contentSecurityPolicy([STORAGE_ORIGIN]));
  });

  it('sends X-Content-Type-Options: nosniff', async () => {
    expect((await ask(production, path, init)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends Referrer-Policy: strict-origin-when-cross-origin', async () => {
    expect((await ask(production, path, init)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends a Permissions-Policy', async () => {
    expect((await ask(production, path, init)).headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  });

  it('sends no Strict-Transport-Security over plain http', async () => {
    expect((await ask(production, path, init)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(
    contentSecurityPolicy([STORAGE_ORIGIN])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

  it('allows scripts from the portal only: no inline script, no eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
  });

  it('allows inline styles (antd injects <style> at run time) and nothing else inline', () => {
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows images from the portal, data:, blob: and the storage origins', () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', STORAGE_ORIGIN]);
  });

  it('lets the app connect to the portal and to the storage origins (signed upload forms) only', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", STORAGE_ORIGIN]);
  });

  it('forbids framing, plugins and a foreign base or form target', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the layout worker start from the portal\'s files', () => {
    expect(directives.get('worker-src')).toEqual(["'self'"]);
  });

  it('lists no storage origin when the store is the portal itself', () => {
    expect(contentSecurityPolicy()).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });

  it('fits index.html: it has no inline script', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the client came over https', async () => {
    const answer = await ask(production, '/hall', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is sent on /graphql and the storage pass-through behind that proxy too', async () => {
    for (const path of ['/graphql?query=%7B__typename%7D', '/oss/auth/1_2_a.png']) {
      const answer = await ask(production, path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('is not sent when the proxy says http', async () => {
    const answer = await ask(production, '/hall', { headers: { 'x-forwarded-proto': 'http' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('is not sent on a client\'s own X-Forwarded-Proto when no proxy is trusted', async () => {
    const answer = await ask(development, '/hall', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('reads the socket first, then the entry of the outermost trusted proxy', () => {
    const request = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
    expect(servedOverTls(request({}, true), 0)).toBe(true);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'https' }), 0)).toBe(false);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'HTTPS' }), 1)).toBe(true);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'https, http' }), 1)).toBe(false);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'https, http' }), 2)).toBe(true);
    expect(servedOverTls(request({}), 1)).toBe(false);
  });
});

describe('GraphiQL and the storage files', () => {
  it('gives GraphiQL (development only) its own relaxed policy, on that page alone', async () => {
    const page = await ask(development, '/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Portal gateway');
    expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_CSP);
    const json = await ask(development, '/graphql?query=%7B__typename%7D');
    expect(json.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    const app = await ask(development, '/hall', { headers: { accept: 'text/html' } });
    expect(app.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  });

  it('serves no GraphiQL in production, so no relaxed policy', async () => {
    const page = await ask(production, '/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy([STORAGE_ORIGIN]));
  });

  it('keeps the services\' own stricter policy on a stored file', async () => {
    const file = await ask(production, '/oss/strict');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no policy under the Vite dev server (hot reload injects inline scripts), the other headers still', async () => {
    const dev = await startGateway({
      port: 0,
      host: '127.0.0.1',
      servicesUrl: upstreamUrl,
      production: false,
      viteDevServer: { middlewares: (_req, res) => res.end('dev page') },
    });
    try {
      const page = await ask(dev, '/hall');
      expect(await page.text()).toBe('dev page');
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await dev.close();
    }
  });
});
