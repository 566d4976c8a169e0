/**
 * The entry of the REST services: parse the settings, open the database (PGlite under $DATA_DIR, or
 * PostgreSQL with DATABASE_URL), migrate, seed, listen on API_PORT. `npm start` calls `startServices`; run
 * this file directly (`npx tsx services/server.ts`) to start the services alone.
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServicesApp } from './app';
import { ConfigError, parseServicesConfig, type ServicesConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { createContext } from './context';
import { devAidsNotice } from './dev';
import { startHousekeeping } from './housekeeping';
import { adjustableClock, systemClock } from './lib/clock';
import { sealLegacyTransitions } from './workflow/chain';
import { seedDemoRequirements } from './requirements';
import { createWorkflowRegistry } from './workflow/registry';
import { startScheduler } from './workflow/scheduler';

export type RunningServices = {
  app: FastifyInstance;
  database: OpenedDatabase;
  url: string;
  close(): Promise<void>;
};

export async function startServices(config: ServicesConfig, options: { host?: string; logger?: boolean } = {}): Promise<RunningServices> {
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { demoAccounts: config.demoAccounts });
    await sealLegacyTransitions(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  // Browser tests move time forward (POST /dev/clock/advance) only where test hooks are on.
  const clock = config.testHooks ? adjustableClock() : systemClock;
  const app = buildServicesApp({ db: database.db, config, clock }, { logger: options.logger ?? { level: config.production ? 'info' : 'warn' } });
  const housekeeping = startHousekeeping(database.db);
  // Deadlines, after-commit effects a crash left behind, hourly checkpoints (services/workflow/scheduler.ts).
  const workflowCtx = createContext({ db: database.db, config, clock });
  if (config.demoAccounts) {
    // Demo requirements, made through the services' own routes (services/requirements/demo.ts); once per database.
    await app.ready();
    await seedDemoRequirements(workflowCtx, app).catch((error: unknown) => console.warn('demo requirements were not added:', error));
  }
  const scheduler = startScheduler(database.db, workflowCtx.clock, createWorkflowRegistry(workflowCtx));
  const host = options.host ?? config.host;
  try {
    await app.listen({ port: config.apiPort, host });
  } catch (err) {
    await scheduler.stop();
    await housekeeping.stop();
    await app.close();
    await database.close();
    throw err;
  }
  return {
    app,
    database,
    url: `http://127.0.0.1:${config.apiPort}`,
    async close() {
      await scheduler.stop();
      await housekeeping.stop();
      await app.close();
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  let config: ServicesConfig;
  try {
    config = parseServicesConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`services: bad configuration: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const running = await startServices(config);
  console.log(`REST services listening on ${running.url} (${running.database.kind})${config.openApiDocument ? `; OpenAPI at ${running.url}/openapi.json` : ''}`);
  console.log(devAidsNotice(config).join('\n'));
  const shutdown = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error('services: failed to start:', err);
    process.exit(1);
  });
}
