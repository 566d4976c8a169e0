import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGateway } from './server';

describe('GET /machine-coverage.json', () => {
  it('serves the report on disk as it is at each request, and 404 while there is none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-report-'));
    const file = join(dir, 'machine-coverage.json');
    const running = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: 'http://127.0.0.1:9', production: true, coverageReport: file });
    try {
      const url = `http://127.0.0.1:${running.port}/machine-coverage.json`;
      const missing = await fetch(url);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      writeFileSync(file, JSON.stringify({ machines: [] }));
      const found = await fetch(url);
      expect(found.status).toBe(200);
      expect(found.headers.get('content-type')).toContain('application/json');
      expect(await found.json()).toEqual({ machines: [] });
      expect((await fetch(url, { method: 'POST' })).status).not.toBe(200);
    } finally {
      await running.close();
    }
  });
});
