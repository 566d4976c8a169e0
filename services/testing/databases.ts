/**
 * Runs a suite on every database the services support: PGlite in memory always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (e.g. postgresql://postgres@127.0.0.1:5432/test). Each suite gets a fresh,
 * migrated and seeded database; the PostgreSQL one is created as `t_<random>` and dropped afterwards.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database, type OpenedDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { scratchDatabase } from './scratch-database';

export type DatabaseKind = 'pglite' | 'postgres';

export type TestDatabase = { db: Database; kind: DatabaseKind };

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let pgliteImage: Promise<Blob> | undefined;

/**
 * Opens a fresh migrated database of the kind; `dispose` closes it (and drops it on PostgreSQL). A seeded one is a
 * copy of the database the run's global set-up prepared (./prepared-databases.ts), migrated again (a no-op then)
 * so that a copy of an older schema could not pass unnoticed.
 */
export async function openTestDatabase(kind: DatabaseKind, options: { seed?: boolean } = {}): Promise<TestDatabase & { dispose(): Promise<void> }> {
  const seed = options.seed ?? true;
  const prepared = seed ? inject('preparedDatabases') : undefined;
  let opened: OpenedDatabase;
  let drop = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const scratch = await scratchDatabase(adminUrl, 't', { template: prepared?.postgresTemplate });
    drop = scratch.drop;
    opened = await openDatabase({ databaseUrl: scratch.url });
  } else {
    const image = prepared?.pgliteImage ? await (pgliteImage ??= readFile(prepared.pgliteImage).then((bytes) => new Blob([bytes]))) : undefined;
    opened = await openDatabase({ memory: true, image });
  }
  try {
    await opened.migrate();
    if (seed && !(kind === 'postgres' ? prepared?.postgresTemplate : prepared?.pgliteImage)) await seedDatabase(opened.db);
  } catch (err) {
    await opened.close();
    await drop();
    throw err;
  }
  return {
    db: opened.db,
    kind,
    async dispose() {
      await opened.close();
      await drop();
    },
  };
}

/**
 * `describe` once per database kind. The callback gets a getter (the database exists only once
 * `beforeAll` has run) and the kind, and registers its tests as usual: tests that only mean something on PostgreSQL
 * (races between connections) are registered only when `kind` is 'postgres', never skipped at run time.
 */
export function describeEachDatabase(name: string, suite: (database: () => TestDatabase, kind: DatabaseKind) => void, options: { seed?: boolean } = {}): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let current: (TestDatabase & { dispose(): Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(kind, options);
      });
      afterAll(async () => {
        await current?.dispose();
      });
      suite(() => {
        if (!current) throw new Error('the test database is not open yet (use it inside beforeAll or a test)');
        return current;
      }, kind);
    });
  }
}
