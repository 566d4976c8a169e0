import { expect, it } from 'vitest';
import { SERVICES_CSP } from './app';
import { describeEachDatabase } from './testing/databases';
import { useServicesApp } from './testing/harness';

// The headers services/app.ts puts on every answer: JSON envelopes of signed-in members, refusals, errors of
// Fastify itself, and what a route sets for itself.

describeEachDatabase('security and cache headers of the services', (database) => {
  const h = useServicesApp(database);

  async function signedIn() {
    const member = h.client();
    expect((await member.signin('demo@portal.local', 'Demo@2026')).body.code).toBe(200);
    return member;
  }

  it('answers a signed-in member\'s own data with Cache-Control: no-store', async () => {
    const { res, body } = await (await signedIn()).post<{ primaryEmail: string }>('/member/v2/member');
    expect(body.data.primaryEmail).toBe('demo@portal.local');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers it with X-Content-Type-Options: nosniff', async () => {
    const { res } = await (await signedIn()).post('/member/v2/member');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers it with frame-ancestors \'none\' (and nothing else allowed)', async () => {
    const { res } = await (await signedIn()).post('/member/v2/member');
    expect(res.headers['content-security-policy']).toBe(SERVICES_CSP);
    expect(SERVICES_CSP).toContain("frame-ancestors 'none'");
  });

  it('answers it with Referrer-Policy: strict-origin-when-cross-origin', async () => {
    const { res } = await (await signedIn()).post('/member/v2/member');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('puts the same headers on refusals, unknown routes and paths Fastify refuses before routing', async () => {
    const visitor = h.client();
    const answers = [
      (await visitor.post('/member/v2/member')).res, // 401
      (await visitor.get('/no/such/route')).res, // 404
      await h.app.inject({ method: 'GET', url: '/member/v2/%E0%A4%A' }), // bad percent-encoding
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body).toBe('no-store');
      expect(res.headers['x-content-type-options'], res.body).toBe('nosniff');
      expect(res.headers['content-security-policy'], res.body).toBe(SERVICES_CSP);
      expect(res.headers['referrer-policy'], res.body).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps no-store on public reference reads too (the gateway caches those, not browsers)', async () => {
    const { res, body } = await h.client().get('/member/v2/get/industry/infos');
    expect(body.code).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
