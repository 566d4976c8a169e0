import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../lib/errors';
import { registerErrorHandler } from './error-handler';

/** A Fastify app with the services' error handler, writing its log lines into `lines`. */
function appLogging(lines: Array<{ level: number; msg: string }>) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  app.get('/already-sent', async () => {
    throw new ServiceError(601, () => 'A code was already sent, please wait 40 s', { retryAfter: 40 });
  });
  app.get('/broken', async () => {
    throw new ServiceError(500, () => 'Something went wrong');
  });
  return app;
}

describe('the services error handler', () => {
  it('answers "code already sent" (601) with HTTP 200 and logs no error for it', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const app = appLogging(lines);
    const res = await app.inject({ method: 'GET', url: '/already-sent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 601, msg: 'A code was already sent, please wait 40 s', data: { retryAfter: 40 } });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await app.close();
  });

  it('logs a failure of its own (500) as an error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const app = appLogging(lines);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['service error']);
    await app.close();
  });
});
