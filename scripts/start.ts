// `npm start` and `npm run dev`: the whole portal in one process on a machine with only Node and npm.
// The services and the gateway are separate deployables (each has its own entry in its folder); this script is
// the convenience that runs both, after checking the configuration and building the app if needed.
//   --dev    Vite in middleware mode (hot reload) instead of the build in dist/
//   --fresh  delete DATA_DIR first (a throw-away database for the browser tests)
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseGatewayConfig } from '../gateway/config';
import { inProcessServicesPool } from '../gateway/rest-client';
import { startGateway, type DevMiddlewareHost } from '../gateway/server';
import { parseServicesConfig } from '../services/config';
import { demoLoginsNotice } from '../services/db/seed';
import { devAidsNotice } from '../services/dev';
import { startServices } from '../services/server';
import { buildWebIfNeeded } from './build-web';

const root = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const fresh = args.has('--fresh');

function fail(message: string): never {
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}

/**
 * Where the built app lives: `dist/`, or WEB_DIST_DIR (the browser tests give each port its own, so that two
 * suites running at once never serve each other's half-written build).
 */
const distDir = resolve(root, process.env.WEB_DIST_DIR || 'dist');

async function main(): Promise<void> {
  let servicesConfig;
  let gatewayConfig;
  try {
    servicesConfig = parseServicesConfig(process.env);
    gatewayConfig = parseGatewayConfig(process.env);
  } catch (error) {
    fail((error as Error).message);
  }

  if (fresh && !servicesConfig.databaseUrl) rmSync(resolve(root, servicesConfig.dataDir), { recursive: true, force: true });

  let viteDevServer: (DevMiddlewareHost & { close(): Promise<void> }) | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    viteDevServer = await createServer({ root, configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'spa' });
  } else {
    await buildWebIfNeeded(distDir);
  }

  const services = await startServices(servicesConfig);
  const gateway = await startGateway({
    port: gatewayConfig.port,
    servicesUrl: gatewayConfig.servicesUrl,
    // the services started just above answer the gateway in process, unless SERVICES_URL names other services
    servicesPool: sameOrigin(gatewayConfig.servicesUrl, services.url) ? inProcessServicesPool((request) => services.app.inject(request)) : undefined,
    production: gatewayConfig.production,
    trustProxy: gatewayConfig.trustProxy,
    storageOrigins: gatewayConfig.storageOrigins,
    webRoot: dev ? undefined : distDir,
    viteDevServer,
  });

  const url = `http://localhost:${gateway.port}`;
  const lines = [
    '',
    `Innovation portal is running${dev ? ' (dev, hot reload)' : ''}${servicesConfig.production ? ' (production)' : ''}`,
    `  web app and GraphQL  ${url}   (GraphQL at ${url}/graphql)`,
    `  REST services        http://localhost:${servicesConfig.apiPort}${servicesConfig.openApiDocument ? '   (OpenAPI at /openapi.json)' : ''}`,
    `  database             ${servicesConfig.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(root, servicesConfig.dataDir, 'pglite')}`}`,
    ...(servicesConfig.devAids ? [`  outbox (SMS, e-mail) ${url}/dev/outbox`] : []),
    ...(servicesConfig.production ? [] : [`  state charts         ${url}/statecharts`]),
    '',
    // Which development aids are on, who reaches them, how to turn them off (services/dev/dev-aids-notice.ts).
    ...devAidsNotice(servicesConfig, { trustProxy: gatewayConfig.trustProxy, webUrl: url }),
  ];
  // The demo accounts and their public passwords: PORTAL_DEMO_ACCOUNTS (on outside production; services/server.ts seeds them).
  lines.push(...demoLoginsNotice(servicesConfig));
  console.log(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await gateway.close().catch(() => undefined);
    await viteDevServer?.close().catch(() => undefined);
    await services.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});

/** Whether two URLs name the same services: the same port on a loopback or the same host. */
function sameOrigin(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  const loopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '0.0.0.0';
  if (x.pathname !== y.pathname) return false; // services behind a path prefix are another deployment's
  return x.protocol === y.protocol && x.port === y.port && (x.hostname === y.hostname || (loopback(x.hostname) && loopback(y.hostname)));
}
