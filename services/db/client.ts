/**
 * One data-access path for both engines (DESIGN.md section 4): a Drizzle database over PGlite (embedded
 * default, data in `$DATA_DIR/pglite`, or in memory for tests) or over node-postgres when a URL is given.
 * Repositories only see the `Database` type, so the same query code runs on both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository accepts: the database or an open transaction. */
export type Executor = Database | Transaction;

/** The rows of an `execute(sql…)` answer: node-postgres and PGlite both give `{ rows }`; a bare array is taken as is. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export type OpenDatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** `image`: start from a copy of another PGlite's data (`dumpDataDir`), e.g. an already migrated and seeded one. */
  | { memory: true; image?: Blob };

export type OpenedDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations of services/db/migrations (safe to run from several instances). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any number of instances may start together against one PostgreSQL: they take turns migrating.
const MIGRATION_LOCK_ID = 472_019_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(options.image ? { loadDataDir: options.image } : {});
  }
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A cheap liveness probe used by the health route. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
