import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './server';
import { markEnvironment, resolveUnderRoot } from './static-files';

// The web host of startGateway over a real socket (raw requests, so that `..` reaches the server as sent).

let webRoot: string;
let running: RunningGateway;

function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port: running.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><meta name="portal-env" content="auto" /><title>portal</title>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
  writeFileSync(join(tmpdir(), 'portal-secret.txt'), 'secret');
  // Nothing listens on port 9: the web host must not need the services.
  running = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: 'http://127.0.0.1:9', production: true, webRoot });
});

afterAll(async () => {
  await running?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('web host', () => {
  it('serves hashed assets with their type and an immutable cache', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log(1)');
    const css = await get('/assets/index-abc123.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const svg = await get('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html, never cached, for / and for client-side routes', async () => {
    for (const path of ['/', '/index', '/en/hall', '/personal/workbench/statistics/index', '/index.html']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>portal</title>');
      // This gateway runs in production: the app must hide its development aids.
      expect(page.body).toContain('<meta name="portal-env" content="production" />');
    }
  });

  it('tells the app how the server runs, whatever the build mode', () => {
    const html = '<head><meta name="portal-env" content="auto" /></head>';
    expect(markEnvironment(html, false)).toBe('<head><meta name="portal-env" content="development" /></head>');
    expect(markEnvironment(html, true)).toBe('<head><meta name="portal-env" content="production" /></head>');
  });

  it('answers 404 for a missing file that has an extension', async () => {
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('never leaves the web root', async () => {
    for (const path of ['/../portal-secret.txt', '/assets/../../portal-secret.txt', '/%2e%2e/portal-secret.txt', '/..%2fportal-secret.txt', '/%00.js', '/%E0%A4%A.js']) {
      const answer = await get(path);
      expect(answer.body, path).not.toBe('secret');
      expect(answer.status, path).toBeLessThan(500);
    }
    expect(resolveUnderRoot('/srv/web', '/../etc/passwd')).toBeNull();
    expect(resolveUnderRoot('/srv/web', '/a/../b.js')).toBe('/srv/web/b.js');
    expect(resolveUnderRoot('/srv/web', '/..%2f..%2fetc/passwd')).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/assets/index-abc123.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const post = await get('/index', 'POST');
    expect(post.status).toBe(405);
  });

  it('routes /graphql to the gateway', async () => {
    const answer = await get('/graphql?query=%7B__typename%7D');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
  });
});
