import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

// Serves the Vite build: hashed files under /assets/ are cached for good, index.html never, and a path
// without a file extension (a client-side route such as /personal or /en/hall) gets index.html. Text files come
// brotli- or gzip-compressed when the build wrote `<file>.br` / `<file>.gz` (scripts/precompress.ts) and the
// browser accepts them; only index.html, rewritten per request, is compressed per request. Security headers are set by server.ts for every answer.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type ContentCoding = 'br' | 'gzip';

/** The precompressed copies, best first: brotli is smaller, gzip is understood everywhere. */
const CODINGS: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * The q-value the Accept-Encoding header gives a coding (RFC 9110 12.5.3): its own entry, else `*`, else 0.
 * `x-gzip` counts as gzip.
 */
export function acceptedQuality(header: string | undefined, coding: ContentCoding): number {
  if (!header) return 0;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    const token = name.trim();
    if (token === coding || (coding === 'gzip' && token === 'x-gzip')) return q;
    if (token === '*') wildcard = q;
  }
  return wildcard ?? 0;
}

/** Which of the available copies to send: the highest q-value, brotli on a tie; null for the plain file. */
export function chooseEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | null {
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const { coding } of CODINGS) {
    if (!available.includes(coding)) continue;
    const q = acceptedQuality(header, coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

function send(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(text);
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file under `root` that a URL path names, or null when it would leave `root` or cannot be read. */
export function resolveUnderRoot(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const target = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return target === root || target.startsWith(root + sep) ? target : null;
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The page tells the app how the server runs (src/lib/runtime.ts reads it): a production build may run in development. */
export function markEnvironment(html: string, production: boolean): string {
  return html.replace(
    /<meta name="portal-env" content="[^"]*"\s*\/?>/,
    `<meta name="portal-env" content="${production ? 'production' : 'development'}" />`,
  );
}

export function createStaticHandler(webRoot: string, options: { production: boolean }): NodeHandler {
  const root = resolve(webRoot);
  const indexPath = resolve(root, 'index.html');

  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let html: string;
    try {
      html = markEnvironment(await readFile(indexPath, 'utf8'), options.production);
    } catch {
      send(res, 503, 'The web app is not built yet: run `npm run build`.');
      return;
    }
    // The page is rewritten per request, so it is compressed here (a few KB: fast settings, well under a millisecond).
    const plain = Buffer.from(html, 'utf8');
    const coding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    const body =
      coding === 'br'
        ? brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : coding === 'gzip'
          ? gzipSync(plain, { level: 6 })
          : plain;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The precompressed copies beside a file (the build empties dist/ and writes both, so none is stale). */
  async function variants(path: string, stats: Stats): Promise<Map<ContentCoding, { path: string; stats: Stats }>> {
    const found = new Map<ContentCoding, { path: string; stats: Stats }>();
    await Promise.all(
      CODINGS.map(async ({ coding, suffix }) => {
        const copy = await fileStats(path + suffix);
        if (copy) found.set(coding, { path: path + suffix, stats: copy });
      }),
    );
    return found;
  }

  async function stream(req: IncomingMessage, res: ServerResponse, path: string, stats: Stats, cacheControl: string): Promise<void> {
    const copies = await variants(path, stats);
    const coding = chooseEncoding(req.headers['accept-encoding'], [...copies.keys()]);
    const chosen = coding ? copies.get(coding)! : { path, stats };
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(chosen.stats.size),
      'cache-control': cacheControl,
      'last-modified': stats.mtime.toUTCString(),
    };
    // Caches must keep the plain and the compressed answers apart, the plain one included.
    if (copies.size > 0) headers.vary = 'Accept-Encoding';
    if (coding) headers['content-encoding'] = coding;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const file = createReadStream(chosen.path);
    file.on('error', () => res.destroy());
    file.pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const target = resolveUnderRoot(root, pathname);
    if (target === null) {
      send(res, 400, 'Bad Request');
      return;
    }
    const stats = target === root ? null : await fileStats(target);
    if (stats && target !== indexPath) {
      await stream(req, res, target, stats, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return;
    }
    // A missing file with an extension is a real 404 (a stale asset URL must not turn into HTML).
    if (!stats && extname(pathname) !== '') {
      send(res, 404, 'Not Found');
      return;
    }
    await sendIndex(req, res);
  }

  return (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}
