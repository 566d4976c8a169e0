import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

// The security headers of every answer the gateway gives: the web app, its assets, /graphql and the storage
// pass-through (server.ts sets them before any handler runs; a handler's own value for the same header wins, so
// the services' stricter policy stays on stored files, and GraphiQL gets its own in yoga.ts).

/**
 * The app's Content-Security-Policy. Scripts only from the portal's own files (the built index.html has no
 * inline script; a test checks). Styles need 'unsafe-inline': antd's CSS-in-JS injects <style> elements at run
 * time. Images: the portal, data: (the favicon, small images Vite inlines), blob: (local previews) and the storage origins,
 * where signed read URLs point when the store is S3 or STORAGE_PUBLIC_URL. connect-src lists the same origins
 * because uploads are XMLHttpRequest posts of the signed form to the policy's host (src/components/upload), not
 * form submissions: form-action stays 'self'. The ELK layout worker is a file under /assets (worker-src 'self').
 */
export function contentSecurityPolicy(storageOrigins: readonly string[] = []): string {
  const extra = storageOrigins.length > 0 ? ` ${storageOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GraphiQL (development only, GET /graphql asking for HTML) is Yoga's page: inline scripts, its bundle, styles
 * and editor workers from unpkg.com, workers started from blob: URLs. This relaxed policy is sent on that page
 * alone (yoga.ts); it is never served in production.
 */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: blob: https://raw.githubusercontent.com",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Powerful features the portal never uses, off for the page and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** One year, subdomains of the portal's host included; no preload (that is a decision for whoever owns the domain). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client reached the portal over TLS: the socket itself is TLS, or, with TRUST_PROXY proxies in
 * front, X-Forwarded-Proto says https. Proxies usually overwrite that header (one value); where they append, the
 * entry of the outermost trusted proxy counts (as X-Forwarded-For in context.ts). Without TRUST_PROXY the header
 * is ignored. A forged value could at worst add HSTS to a plain-http answer, which browsers ignore (RFC 6797 8.1).
 */
export function servedOverTls(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  return trustedProxySaysHttps(req.headers['x-forwarded-proto'], trustProxy);
}

/** `X-Forwarded-Proto` as the outermost of `trustProxy` trusted proxies gave it says https (false with no trusted proxy). */
export function trustedProxySaysHttps(header: string | string[] | null | undefined, trustProxy: number): boolean {
  if (trustProxy <= 0) return false;
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return false;
  return entries[Math.max(0, entries.length - trustProxy)] === 'https';
}

export interface SecurityHeaderOptions {
  trustProxy: number;
  /** The policy to send; null sends none (the Vite dev server's hot reload needs inline scripts). */
  csp: string | null;
}

/** Sets the headers on `res` before a handler writes its own (those given to writeHead win on a clash). */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  if (options.csp) res.setHeader('content-security-policy', options.csp);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', REFERRER_POLICY);
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (servedOverTls(req, options.trustProxy)) res.setHeader('strict-transport-security', HSTS);
}
