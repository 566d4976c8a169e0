import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { parseServicesConfig } from './config';
import { startServices } from './server';

it('starts on PGlite under DATA_DIR: migrates, seeds, listens, and starts again on the same data', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'services-'));
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const config = parseServicesConfig({ API_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' });
  try {
    const first = await startServices(config, { host: '127.0.0.1', logger: false });
    const res = await fetch(`${first.url}/member/v2/get/industry/infos`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(10);
    await first.close();
    // Migrations and seeds are idempotent.
    const second = await startServices(config, { host: '127.0.0.1', logger: false });
    const signin = await fetch(`${second.url}/member/v2/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo@portal.local', password: 'Demo@2026' }),
    });
    expect(((await signin.json()) as { code: number }).code).toBe(200);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // two whole starts on PGlite, each migrating and seeding the demo data through the routes: on a busy 2-core machine
  // this alone has taken over a minute
}, 180_000);
