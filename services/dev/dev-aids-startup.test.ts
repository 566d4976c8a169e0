/**
 * The development aids as `npx tsx services/server.ts` runs them (issue 11): the start-up lines say what is
 * exposed, to whom, and how to turn it off; and the real listener on all interfaces answers the outbox to a
 * client on this machine and refuses a client that reaches it over another interface (the machine's own
 * non-loopback address stands in for a remote host: the socket's peer address is then that address).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** A non-loopback IPv4 address of this machine, if it has one. */
function outsideAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

describe('the services process: start-up notice and the aids on a reachable listener', () => {
  const port = 41_000 + Math.floor(Math.random() * 15_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-aids-'));
  const log: string[] = [];
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'services/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', API_PORT: String(port), DATA_DIR: dataDir, HOST: '0.0.0.0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    await new Promise<void>((resolveStart, reject) => {
      const timer = setTimeout(() => reject(new Error(`the services did not start in 90 s:\n${log.join('')}`)), 90_000);
      const collect = (chunk: Buffer) => {
        log.push(chunk.toString());
        if (log.join('').includes('Turn them off')) {
          clearTimeout(timer);
          resolveStart();
        }
      };
      started.stdout!.on('data', collect);
      started.stderr!.on('data', collect);
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the services exited (${code ?? signal}) while starting:\n${log.join('')}`));
      });
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolveExit) => child!.once('exit', resolveExit));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('prints which aids are on, who can reach them and the variable that turns them off', () => {
    const output = log.join('');
    expect(output).toContain('Development aids: ON: the outbox of every SMS, e-mail and bank deposit line (GET /dev/outbox)');
    expect(output).toContain('Who can reach them: clients on this machine (loopback) and signed-in operations staff; anyone else gets 403.');
    expect(output).toContain('Turn them off: PORTAL_DEV_AIDS=0 (or NODE_ENV=production).');
  });

  it('answers the outbox on loopback and refuses it over another interface', async () => {
    const local = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    expect(((await local.json()) as { code: number }).code).toBe(200);
    const address = outsideAddress();
    if (!address) return; // no other interface on this machine: the inject tests (dev.routes.test.ts) still cover it
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Array<Record<string, string>>) {
      const remote = await fetch(`http://${address}:${port}/dev/outbox`, { headers });
      expect(remote.status).toBe(403);
      expect(((await remote.json()) as { code: number; data: unknown }).data).toBeNull();
    }
  });
});
