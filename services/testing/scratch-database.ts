/**
 * A scratch PostgreSQL database for the test suites and `npm run bench`: created next to the one `adminUrl`
 * names, dropped (with any connection left to it) by `drop`. No vitest here: the bench script imports it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `template`: a copy of that database (which nobody may be connected to), instead of an empty one. */
export async function scratchDatabase(adminUrl: string, prefix: string, options: { template?: string } = {}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (options.template && !/^[a-z0-9_]+$/.test(options.template)) throw new Error(`not a scratch database name: ${options.template}`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** CREATE/DROP DATABASE cannot run in a transaction or a pool's session: one short client each. */
async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
