/**
 * Vitest global set-up of the node project (vite.config.ts): migrates and seeds one database of each kind once per
 * run, so that each suite's fresh database is a copy instead of forty migrations and the seed again (about 4 s
 * each on PGlite, 1 s on PostgreSQL, for some sixty suites). PGlite: a dump of the data directory that
 * `openTestDatabase` loads; PostgreSQL: a template database that `CREATE DATABASE … TEMPLATE` copies. Both are
 * made from the migrations of this checkout at the start of every run, and removed at its end.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { scratchDatabase } from './scratch-database';

export type PreparedDatabases = { pgliteImage: string; postgresTemplate?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const lite = await openDatabase({ memory: true });
  await lite.migrate();
  await seedDatabase(lite.db);
  const client = (lite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const pgliteImage = join(tmpdir(), `portal-test-pglite-${process.pid}.tar`);
  writeFileSync(pgliteImage, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await lite.close();

  let template: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    template = await scratchDatabase(adminUrl, 'tpl');
    const pg = await openDatabase({ databaseUrl: template.url });
    try {
      await pg.migrate();
      await seedDatabase(pg.db);
    } finally {
      // a template is copied only while nobody is connected to it
      await pg.close();
    }
  }
  project.provide('preparedDatabases', { pgliteImage, postgresTemplate: template?.name });
  return async () => {
    rmSync(pgliteImage, { force: true });
    await template?.drop();
  };
}
