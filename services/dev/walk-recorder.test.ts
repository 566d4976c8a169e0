/**
 * The browser suite's recorder of server-held steps on its own (services/dev/walk-recorder.ts): the steps a request
 * marked as the gateway's causes reach the recorder under its client, across awaits; unmarked and failed requests
 * leave nothing; the entity store tells a listener of each step it logs and nobody outside a scope.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { noteStep, observeSteps, type ObservedStep } from '../lib/step-observer';
import { createWalkRecorder, recordGatewaySteps } from './walk-recorder';

const step = (event: string): ObservedStep => ({ machine: 'parcel', entity: 'parcel:1', event, from: 'packed', to: 'shipped' });

async function appWithRecorder() {
  const recorder = createWalkRecorder();
  const app = Fastify({ trustProxy: '127.0.0.1' });
  recordGatewaySteps(app, recorder);
  app.post('/ship', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    noteStep(step('ship'));
    await Promise.resolve();
    noteStep(step('deliver'));
    return { ok: true };
  });
  app.post('/refused', async (_request, reply) => {
    noteStep(step('ship'));
    return reply.code(400).send({ ok: false });
  });
  await app.ready();
  const post = (url: string, client: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client, ...headers } });
  return { app, recorder, post };
}

describe('walk recorder', () => {
  it('keeps the steps of requests through the gateway under their client, across awaits, and hands them out once', async () => {
    const { app, recorder, post } = await appWithRecorder();
    await post('/ship', '127.1.1.1', { 'x-portal-via': 'gateway' });
    await post('/ship', '127.2.2.2', { 'x-portal-via': 'gateway' });
    expect(recorder.take('127.1.1.1').map((s) => s.event)).toEqual(['ship', 'deliver']);
    expect(recorder.take('127.1.1.1')).toEqual([]);
    expect(recorder.take('127.2.2.2')).toHaveLength(2);
    await app.close();
  });

  it('leaves out requests without the mark and requests that failed', async () => {
    const { app, recorder, post } = await appWithRecorder();
    await post('/ship', '127.1.1.1', {});
    await post('/ship', '127.1.1.1', { 'x-portal-via': 'someone' });
    await post('/refused', '127.1.1.1', { 'x-portal-via': 'gateway' });
    expect(recorder.take('127.1.1.1')).toEqual([]);
    await app.close();
  });

  it('hears nothing outside a scope, and a scope only its own steps', async () => {
    const heard: string[] = [];
    noteStep(step('lost'));
    await observeSteps((s) => heard.push(s.event), async () => {
      noteStep(step('one'));
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteStep(step('two'));
    });
    noteStep(step('after'));
    expect(heard).toEqual(['one', 'two']);
  });

  it('keeps at most 5000 steps of one client', () => {
    const recorder = createWalkRecorder();
    recorder.add('127.1.1.1', Array.from({ length: 4_999 }, () => step('ship')));
    recorder.add('127.1.1.1', [step('a'), step('b')]);
    const kept = recorder.take('127.1.1.1');
    expect(kept).toHaveLength(5_000);
    expect(kept.at(-1)!.event).toBe('a');
  });
});
