import { describe, expect, it } from 'vitest';
import { createRestClient, idempotencyHeader, isServiceError, unwrapEnvelope, type ServicesPool } from './rest-client';

/** A pool that records what it was asked and answers one fixed envelope. */
function recordingPool(answer: unknown) {
  const calls: Array<{ method: string; path: string; headers: Record<string, string>; body?: string }> = [];
  const pool: ServicesPool = {
    async request(method, path, headers, body) {
      calls.push({ method, path, headers, body });
      return { status: 200, text: JSON.stringify(answer) };
    },
    async close() {},
  };
  return { pool, calls };
}

describe('service errors', () => {
  it('carry a short data.reason as extensions.reason', () => {
    try {
      unwrapEnvelope('POST', '/wallet/v1/exchange', 400, JSON.stringify({ code: 400, msg: 'Insufficient balance', data: { reason: 'insufficientBalance', insufficient: true, balanceFen: 0 } }));
      expect.unreachable();
    } catch (error) {
      expect(isServiceError(error, 400)).toBe(true);
      expect((error as { extensions: unknown }).extensions).toEqual({ code: 'SERVICE_ERROR', status: 400, reason: 'insufficientBalance' });
    }
  });

  it('leave out a reason that is not a short code, and keep retryAfter', () => {
    for (const reason of ['no money arrived, please check', 42, '', null]) {
      try {
        unwrapEnvelope('POST', '/x', 429, JSON.stringify({ code: 429, msg: 'wait', data: { reason, retryAfter: 30 } }));
        expect.unreachable();
      } catch (error) {
        expect((error as { extensions: unknown }).extensions).toEqual({ code: 'SERVICE_ERROR', status: 429, retryAfter: 30 });
      }
    }
  });
});

describe('per-call headers', () => {
  it('sends a well-formed idempotency key and never lets a per-call header replace the forwarded identity', async () => {
    const { pool, calls } = recordingPool({ code: 200, msg: 'ok', data: null });
    const rest = createRestClient(pool, { authorization: 'Bearer member', acceptLanguage: 'en', clientIp: '10.0.0.1' });
    await rest.post('/wallet/v1/recharge/create', { amountFen: 100 }, idempotencyHeader('key-1'));
    await rest.post('/wallet/v1/recharge/create', {}, { headers: { authorization: 'Bearer someone-else', 'x-forwarded-for': '1.2.3.4' } });
    await rest.get('/wallet/v1/balance', { a: 1 }, { headers: { 'x-extra': 'y' } });
    expect(calls[0].headers).toMatchObject({ 'idempotency-key': 'key-1', authorization: 'Bearer member', 'content-type': 'application/json' });
    expect(calls[0].body).toBe('{"amountFen":100}');
    expect(calls[1].headers).toMatchObject({ authorization: 'Bearer member', 'x-forwarded-for': '10.0.0.1' });
    expect(calls[2]).toMatchObject({ method: 'GET', path: '/wallet/v1/balance?a=1', headers: { 'x-extra': 'y', authorization: 'Bearer member' } });
  });

  it('leaves out a key the services would refuse anyway (their 400 is localised; a bad header would be a 500 here)', () => {
    expect(idempotencyHeader('3f2c1a9e-7b9d-4c1e-9a51-0d6c2f1e8b44')).toEqual({ headers: { 'idempotency-key': '3f2c1a9e-7b9d-4c1e-9a51-0d6c2f1e8b44' } });
    for (const bad of ['', 'with space', 'line\nbreak', '键', 'x'.repeat(256)]) expect(idempotencyHeader(bad)).toEqual({});
    expect(idempotencyHeader('x'.repeat(255)).headers?.['idempotency-key']).toHaveLength(255);
  });
});

describe('form posts', () => {
  it('encodes the fields as application/x-www-form-urlencoded, leaves out null and undefined, and keeps the forwarded headers', async () => {
    const { pool, calls } = recordingPool({ code: 200, msg: 'ok', data: { id: 7 } });
    const rest = createRestClient(pool, { authorization: 'Bearer member', acceptLanguage: 'en', clientIp: '10.0.0.1' });
    const answer = await rest.postForm<{ id: number }>(
      '/requ/v1/owner/submit',
      { id: 7, agreed: true, note: 'a&b=c 中', empty: '', none: null, missing: undefined },
      { headers: { 'content-type': 'application/json', 'x-extra': 'y' } },
    );
    expect(answer).toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/requ/v1/owner/submit',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'Bearer member',
        'accept-language': 'en',
        'x-forwarded-for': '10.0.0.1',
        'x-extra': 'y',
        // the services credit the steps of the gateway's calls to the browser suite (with test hooks only)
        'x-portal-via': 'gateway',
      },
    });
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ id: '7', agreed: 'true', note: 'a&b=c 中', empty: '' });
  });

  it('sends an empty form when there are no fields, and JSON posts stay JSON', async () => {
    const { pool, calls } = recordingPool({ code: 200, msg: 'ok', data: null });
    const rest = createRestClient(pool, {});
    await rest.postForm('/x', {});
    await rest.post('/y');
    expect(calls[0]).toMatchObject({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(calls[1]).toMatchObject({ headers: { 'content-type': 'application/json' }, body: '{}' });
  });

  it('maps a refusal of a form post like any other', async () => {
    const { pool } = recordingPool({ code: 400, msg: 'Agree to the terms first', data: { reason: 'termsNotAgreed' } });
    const rest = createRestClient(pool, {});
    await expect(rest.postForm('/requ/v1/owner/submit', { id: 1, agreed: false })).rejects.toMatchObject({
      message: 'Agree to the terms first',
      extensions: { code: 'SERVICE_ERROR', status: 400, reason: 'termsNotAgreed' },
    });
  });
});
