import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

// Serves the Vite build: hashed files under /assets/ are cached for good, index.html never, and a path
// without a file extension (a client-side route such as /personal or /en/hall) gets index.html.

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

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    const body = Buffer.from(html, 'utf8');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function stream(req: IncomingMessage, res: ServerResponse, path: string, stats: Stats, cacheControl: string): void {
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(stats.size),
      'cache-control': cacheControl,
      'last-modified': stats.mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const file = createReadStream(path);
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
      stream(req, res, target, stats, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
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
