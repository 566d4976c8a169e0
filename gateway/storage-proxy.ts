import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { clientIpBehindProxies } from './context';

// The browser reaches the storage paths of the services (embedded uploads, signed reads, downloads) through the
// portal's own origin: the services are not exposed in a real deployment. A plain pass-through, no rules: the
// services check policies, signatures and tokens (docs/contracts.md, "Uploads and downloads"). The ledger's CSV
// exports for operations are downloads too (docs/contracts.md, "Wallets and the ledger").

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

// One file name under the export folder: no further segment, so no `..` can step out of it.
const LEDGER_EXPORT = /^\/ops\/v1\/ledger\/export\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The paths passed through; the ledger exports only as reads (anything else there is left to the web host's 404). */
export function isStoragePath(url: string | undefined, method = 'GET'): boolean {
  const pathname = (url ?? '/').split('?')[0];
  if (LEDGER_EXPORT.test(pathname)) return method === 'GET' || method === 'HEAD';
  return pathname.startsWith('/oss/') || pathname === '/common/download' || pathname === '/common/download/resource';
}

export function createStorageProxy(servicesUrl: string, trustProxy = 0): (req: IncomingMessage, res: ServerResponse) => void {
  const target = new URL(servicesUrl);
  const basePath = target.pathname.replace(/\/+$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // The services trust X-Forwarded-For from the gateway (loopback or TRUSTED_GATEWAYS) for per-IP limits: name
    // the client exactly as /graphql does, never pass on what the client itself claimed.
    const forwarded = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = clientIpBehindProxies(req.socket.remoteAddress ?? '', Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trustProxy);
    const upstream = send(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: basePath + (req.url ?? '/'), headers },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Bad Gateway');
    });
    req.pipe(upstream);
  };
}
