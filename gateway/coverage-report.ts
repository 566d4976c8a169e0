import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

// The machines' coverage report that `npm test` writes (scripts/machine-coverage.ts), for /statecharts: served as
// it is on disk at each request, so the page shows the latest run; 404 when there is none (a deployment has none).

export const COVERAGE_REPORT_PATH = '/machine-coverage.json';
export const DEFAULT_COVERAGE_REPORT = fileURLToPath(new URL('../reports/machine-coverage.json', import.meta.url));

export function isCoverageReportPath(url: string | undefined, method: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && (url ?? '/').split('?')[0] === COVERAGE_REPORT_PATH;
}

export function createCoverageReportHandler(file: string = DEFAULT_COVERAGE_REPORT) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('no machine coverage report yet: run npm test');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
