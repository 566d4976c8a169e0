// The HTTP load runner of `npm run bench` (scripts/bench.ts, scripts/hall-bench.ts): a bounded number of requests
// over a fixed number of keep-alive connections, answering throughput and latency percentiles. Nothing asserted.
import { createServer } from 'node:net';
import { Pool } from 'undici';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** `body` may differ per request (the i-th request's body), e.g. to read every page once. */
export type Case = { name: string; origin: string; method: 'GET' | 'POST'; path: string; body?: string | ((i: number) => string); headers?: Record<string, string> };
export type CaseResult = { rps: number; p50: number; p95: number; p99: number; failures: number };

/**
 * Runs one case and prints a line: requests per second, p50, p95, p99 and failures (non-200 or GraphQL errors).
 * Without `ratePerSecond` every connection sends its next request as soon as the last is answered (the most the
 * server can take; latency is then the queue that many connections make). With it, request i is due at
 * i / ratePerSecond seconds and its latency counts from when it was due, not from when a connection got free (no
 * coordinated omission): the latency a client sees at that offered load.
 */
export async function runCase(c: Case, options: { requests: number; concurrency: number; ratePerSecond?: number }): Promise<CaseResult> {
  const pool = new Pool(c.origin, { connections: options.concurrency });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < options.requests) {
      const i = next;
      next += 1;
      const body = typeof c.body === 'function' ? c.body(i) : c.body;
      let t0 = performance.now();
      if (options.ratePerSecond) {
        const due = started + (i * 1000) / options.ratePerSecond;
        if (due > t0) await new Promise((wake) => setTimeout(wake, due - t0));
        t0 = due;
      }
      const res = await pool.request({ method: c.method, path: c.path, body, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...c.headers } });
      const text = await res.body.text();
      if (res.statusCode !== 200 || text.includes('"errors"')) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  const result = { rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), failures };
  console.log(
    `${c.name.padEnd(40)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   failures ${failures}`,
  );
  return result;
}

/**
 * The REST services started in a worker thread (scripts/services-worker.ts) with this environment, and the gateway in
 * front of them in the same thread when `gateway` is set (production settings); `close` stops them.
 */
export async function servicesInWorker(
  env: Record<string, string>,
  options: { gateway?: boolean } = {},
): Promise<{ url: string; gatewayUrl?: string; busyMs(): Promise<number>; close(): Promise<void> }> {
  const { Worker } = await import('node:worker_threads');
  // a worker's entry is not passed through tsx's loader: register it first, then load the TypeScript entry
  const entry = new URL('./services-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { env, gateway: options.gateway ?? false } });
  const { url, gatewayUrl } = await new Promise<{ url: string; gatewayUrl?: string }>((resolveUrls, reject) => {
    worker.once('message', resolveUrls);
    worker.once('error', reject);
  });
  return {
    url,
    gatewayUrl,
    async busyMs() {
      const answer = new Promise<{ busyMs: number }>((done) => worker.once('message', done));
      worker.postMessage('busy');
      return (await answer).busyMs;
    },
    async close() {
      const closed = new Promise((done) => worker.once('message', done));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/**
 * The PostgreSQL of a section that needs one (BENCH_DATABASE_URL, else TEST_DATABASE_URL), after printing the section's
 * title; undefined, with a line saying how to run it, when neither is set.
 */
export function benchDatabaseUrl(title: string): string | undefined {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`\n${title}`);
  if (!adminUrl) console.log('  skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL where the bench may create and drop scratch databases');
  return adminUrl;
}
