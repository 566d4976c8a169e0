// The start section of `npm run bench` (`npm run bench -- start`): how long `npm start` takes until the portal
// answers, the first time on an empty data directory (migrations and demo data; the app is built first if its
// sources changed) and then a second time on the same data (issue 11: within 10 s). Each run is timed from the
// spawn of `npm start` to the first 200 of /index and of a GraphQL read. Nothing asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './bench-http';

const root = resolve(import.meta.dirname, '..');

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

type Start = { seconds: number; built: boolean };

/** Starts `npm start`, waits for /index and a GraphQL read, stops it: the seconds until both answered, and whether it built the app. */
async function timedStart(env: Record<string, string>, port: number): Promise<Start> {
  const started = performance.now();
  // detached: a process group of its own, so npm, tsx and the portal stop together
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  let built = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Building the web app')) built = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const graphql = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ countries { areaCode } }' }) };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if ((await answers(`${origin}/index`)) && (await answers(`${origin}/graphql`, graphql))) return { seconds: (performance.now() - started) / 1000, built };
      if (performance.now() - started > 300_000) throw new Error('npm start did not answer within 5 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function benchStart(): Promise<void> {
  console.log('\n`npm start` until the portal answers (/index and a GraphQL read)');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-bench-'));
  const port = await freePort();
  const env = { PORT: String(port), API_PORT: String(await freePort()), DATA_DIR: dataDir };
  try {
    const show = (s: Start) => `${s.seconds.toFixed(1)} s${s.built ? ' (built the app: its sources changed)' : ''}`;
    console.log(`  first start (empty database: migrations and demo data): ${show(await timedStart(env, port))}`);
    const again: Start[] = [];
    for (let i = 0; i < 3; i += 1) again.push(await timedStart(env, port));
    const median = [...again].sort((a, b) => a.seconds - b.seconds)[1];
    console.log(`  second start, three times: ${again.map(show).join(', ')}; median ${median.seconds.toFixed(1)} s (goal ≤ 10 s)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
