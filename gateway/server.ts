import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GatewayConfigError, parseGatewayConfig } from './config';
import { createCoverageReportHandler, isCoverageReportPath } from './coverage-report';
import { applySecurityHeaders, contentSecurityPolicy } from './security-headers';
import { createStaticHandler } from './static-files';
import { createStorageProxy, isStoragePath } from './storage-proxy';
import { createGateway, GRAPHQL_PATH, type Gateway } from './yoga';
import type { ServicesPool } from './rest-client';

/** The part of a Vite dev server in middleware mode that the gateway needs (structural: no import of vite). */
export interface DevMiddlewareHost {
  middlewares: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}

export interface StartGatewayOptions {
  port: number;
  /** Default 0.0.0.0 (all interfaces). */
  host?: string;
  servicesUrl: string;
  /** The services of this process, called without HTTP (yoga.ts `servicesPool`); uploads still go to `servicesUrl`. */
  servicesPool?: ServicesPool;
  production: boolean;
  trustProxy?: number;
  /** Origins of the object store that browsers upload to and read from (the CSP's img-src and connect-src). */
  storageOrigins?: readonly string[];
  /** The Vite build to serve (production-like runs). */
  webRoot?: string;
  /** A Vite dev server in middleware mode (npm run dev): hot reload instead of the build. */
  viteDevServer?: DevMiddlewareHost;
  /** The machines' coverage report served at /machine-coverage.json (default: reports/ of the repository). */
  coverageReport?: string;
}

export interface RunningGateway {
  server: Server;
  gateway: Gateway;
  port: number;
  url: string;
  close(): Promise<void>;
}

function plainText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function isGatewayPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0];
  return pathname === GRAPHQL_PATH || pathname === '/health';
}

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const gateway = createGateway({
    servicesUrl: options.servicesUrl,
    servicesPool: options.servicesPool,
    production: options.production,
    trustProxy: options.trustProxy,
  });

  let web: (req: IncomingMessage, res: ServerResponse) => void;
  if (options.viteDevServer) {
    const vite = options.viteDevServer;
    web = (req, res) =>
      vite.middlewares(req, res, (error) => {
        if (error) plainText(res, 500, 'Internal Server Error');
        else plainText(res, 404, 'Not Found');
      });
  } else if (options.webRoot) {
    web = createStaticHandler(options.webRoot, { production: options.production });
  } else {
    web = (_req, res) => plainText(res, 404, `Not Found: this gateway serves only ${GRAPHQL_PATH}.`);
  }

  const storage = createStorageProxy(options.servicesUrl, options.trustProxy ?? 0);
  const coverageReport = createCoverageReportHandler(options.coverageReport);
  // Every answer carries the security headers (gateway/security-headers.ts). Vite's dev server injects inline
  // scripts for hot reload, so `npm run dev` sends no Content-Security-Policy; the build always does.
  const headers = {
    trustProxy: options.trustProxy ?? 0,
    csp: options.viteDevServer ? null : contentSecurityPolicy(options.storageOrigins),
  };
  const server = createServer((req, res) => {
    applySecurityHeaders(req, res, headers);
    if (isGatewayPath(req.url)) {
      void gateway(req, res);
      return;
    }
    if (isStoragePath(req.url, req.method)) {
      storage(req, res);
      return;
    }
    if (isCoverageReportPath(req.url, req.method)) {
      void coverageReport(req, res);
      return;
    }
    web(req, res);
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    server,
    gateway,
    port,
    url: `http://localhost:${port}`,
    async close() {
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeIdleConnections();
      });
      await gateway.dispose();
    },
  };
}

async function main(): Promise<void> {
  let config;
  try {
    config = parseGatewayConfig();
  } catch (error) {
    if (error instanceof GatewayConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const running = await startGateway({
    port: config.port,
    servicesUrl: config.servicesUrl,
    production: config.production,
    trustProxy: config.trustProxy,
    storageOrigins: config.storageOrigins,
    webRoot: existsSync(dist) ? dist : undefined,
  });
  console.log(`gateway: ${running.url}${GRAPHQL_PATH} → services at ${config.servicesUrl}`);
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('gateway: failed to start:', error);
    process.exit(1);
  });
}
