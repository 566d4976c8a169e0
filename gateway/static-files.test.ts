import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../scripts/precompress';
import { startGateway, type RunningGateway } from './server';
import { acceptedQuality, chooseEncoding, markEnvironment, resolveUnderRoot } from './static-files';

// The web host of startGateway over a real socket (raw requests, so that `..` reaches the server as sent).

let webRoot: string;
let running: RunningGateway;

const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`line ${i} of the bundle`)};`).join('\n');

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

function get(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port: running.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
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
  // A bundle big enough to be precompressed, with the copies the build writes (scripts/precompress.ts).
  writeFileSync(join(webRoot, 'assets', 'vendor-def456.js'), BUNDLE);
  await precompressFiles(webRoot, ['assets/vendor-def456.js', 'assets/index-abc123.js']);
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

describe('precompressed assets', () => {
  const vendor = '/assets/vendor-def456.js';

  it('sends the brotli copy to a browser that accepts br, and its bytes are the file', async () => {
    const answer = await get(vendor, 'GET', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(BUNDLE));
    expect(brotliDecompressSync(answer.bytes).toString('utf8')).toBe(BUNDLE);
  });

  it('sends the gzip copy when br is not accepted, and its bytes are the file', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'x-gzip']) {
      const answer = await get(vendor, 'GET', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.bytes).toString('utf8'), accept).toBe(BUNDLE);
    }
  });

  it('follows the q-values: gzip preferred over br when the browser says so', async () => {
    const answer = await get(vendor, 'GET', { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain file without Accept-Encoding or when nothing offered is accepted', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate, gzip;q=0, br;q=0' }]) {
      const answer = await get(vendor, 'GET', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(BUNDLE);
    }
  });

  it('says Vary: Accept-Encoding on every answer of a file that has copies, the plain one included', async () => {
    expect((await get(vendor, 'GET', { 'accept-encoding': 'br' })).headers.vary).toBe('Accept-Encoding');
    expect((await get(vendor, 'GET', { 'accept-encoding': 'gzip' })).headers.vary).toBe('Accept-Encoding');
    expect((await get(vendor)).headers.vary).toBe('Accept-Encoding');
  });

  it('keeps hashed assets immutable whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get(vendor, 'GET', { 'accept-encoding': accept })).headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers HEAD with the length of the copy it would send', async () => {
    const full = await get(vendor, 'GET', { 'accept-encoding': 'br' });
    const head = await get(vendor, 'HEAD', { 'accept-encoding': 'br' });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.bytes.length));
    expect(head.bytes.length).toBe(0);
  });

  it('leaves small files uncompressed, without Vary', async () => {
    const small = await get('/assets/index-abc123.js', 'GET', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('compresses the page (rewritten per request) by Accept-Encoding, still no-cache', async () => {
    const plain = await get('/hall');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get('/hall', 'GET', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(plain.body);
    expect(br.headers['cache-control']).toBe('no-cache');
    const gz = await get('/hall', 'GET', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(plain.body);
    expect(gz.headers['cache-control']).toBe('no-cache');
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptedQuality('gzip, br', 'br')).toBe(1);
    expect(acceptedQuality('gzip;q=0.3', 'gzip')).toBe(0.3);
    expect(acceptedQuality('*;q=0.2', 'br')).toBe(0.2);
    expect(acceptedQuality('*, br;q=0', 'br')).toBe(0);
    expect(acceptedQuality(undefined, 'gzip')).toBe(0);
    expect(chooseEncoding('br, gzip', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', [])).toBeNull();
  });
});
