import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { buildServicesApp } from '../app';
import { freshEmail, freshIp, freshPhone, testConfig, useServicesApp } from '../testing/harness';

describeEachDatabase('rate limits', (database) => {
  const h = useServicesApp(database);

  it('does not lock the owner out after 10 wrong passwords from other addresses (the rest: signin-attempts.test.ts)', async () => {
    const identifier = 'demo@portal.local';
    for (let i = 0; i < 10; i++) {
      expect((await h.client().signin(identifier, 'Wrong@2026')).body.code).toBe(400);
    }
    expect((await h.client({ lang: 'en' }).signin(identifier, 'Demo@2026')).body.code).toBe(200);
  });

  it('allows 30 code checks per IP per 10 minutes', async () => {
    const c = h.client();
    for (let i = 0; i < 30; i++) {
      expect((await c.post('/member/v3/verify/verify-code', { identifier: freshPhone(), verifyCode: '123456' })).body.code).toBe(400);
    }
    const blocked = await c.post('/member/v3/verify/verify-code', { identifier: freshPhone(), verifyCode: '123456' });
    expect(blocked.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect((await h.client().post('/member/v3/verify/verify-code', { identifier: freshPhone(), verifyCode: '123456' })).body.code).toBe(400);
  });

  it('allows 30 sign-ins per IP per 15 minutes', async () => {
    const c = h.client();
    for (let i = 0; i < 30; i++) {
      expect((await c.signin(`nobody${i}@portal.local`, 'Wrong@2026')).body.code).toBe(400);
    }
    const blocked = await c.signin('86-13800000001', 'Demo@2026');
    expect(blocked.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    // Another address is not affected.
    expect((await h.client().signin('86-13800000001', 'Demo@2026')).body.code).toBe(200);
  });

  it('takes the client IP from X-Forwarded-For only from loopback', async () => {
    const ip = freshIp();
    const fromGateway = await h.app.inject({ method: 'GET', url: '/member/v2/captcha', headers: { 'x-forwarded-for': ip } });
    expect(fromGateway.statusCode).toBe(200);
    const spoofed = await h.app.inject({ method: 'GET', url: '/member/v2/captcha', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': ip } });
    expect(spoofed.statusCode).toBe(200);
    const rows = await h.db().query.rateLimits.findMany();
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining([`captcha:ip:${ip}`, 'captcha:ip:203.0.113.9']));
  });

  it('trusts the X-Forwarded-For of the gateways named in TRUSTED_GATEWAYS, and of no one else', async () => {
    const app = buildServicesApp({ db: h.db(), config: testConfig({ trustedGateways: ['10.20.0.0/16'] }) });
    try {
      const ip = freshIp();
      const viaGateway = await app.inject({ method: 'GET', url: '/member/v2/captcha', remoteAddress: '10.20.3.4', headers: { 'x-forwarded-for': ip } });
      expect(viaGateway.statusCode).toBe(200);
      const outsider = freshIp();
      await app.inject({ method: 'GET', url: '/member/v2/captcha', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': outsider } });
      const keys = (await h.db().query.rateLimits.findMany()).map((r) => r.key);
      expect(keys).toContain(`captcha:ip:${ip}`);
      expect(keys).toContain('captcha:ip:198.51.100.7');
      expect(keys).not.toContain(`captcha:ip:${outsider}`);
    } finally {
      await app.close();
    }
  });

  it('sends one code per identifier per 60 s (601), without consuming the captcha', async () => {
    const c = h.client({ lang: 'en' });
    const phone = freshPhone();
    expect((await c.sendSmsCode(phone)).body.code).toBe(200);
    h.clock.advance(20_000);
    const { id, text } = await c.captcha();
    const again = await c.post('/member/v3/send/sms/verify-code', { phone, captchaId: id, captchaCode: text, smsType: 1 });
    expect(again.res.statusCode).toBe(200);
    expect(again.body).toEqual({ code: 601, msg: 'A code was already sent, please wait 40 s', data: { retryAfter: 40 } });
    h.clock.advance(40_000);
    const later = await c.post('/member/v3/send/sms/verify-code', { phone, captchaId: id, captchaCode: text, smsType: 1 });
    expect(later.body.code).toBe(200);
  });

  it('sends at most 10 codes per identifier per hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < 10; i++) {
      expect((await h.client().sendEmailCode(email)).body.code).toBe(200);
      h.clock.advance(61_000);
    }
    const blocked = await h.client().sendEmailCode(email);
    expect(blocked.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect(blocked.res.statusCode).toBe(429);
  });

  it('accepts at most 20 code requests per IP per hour', async () => {
    const c = h.client();
    for (let i = 0; i < 20; i++) {
      expect((await c.sendSmsCode(freshPhone())).body.code).toBe(200);
    }
    const blocked = await c.sendSmsCode(freshPhone());
    expect(blocked.body).toMatchObject({ code: 429 });
  });

  it('serves at most 60 captchas per IP per 10 minutes', async () => {
    const c = h.client();
    for (let i = 0; i < 60; i++) expect((await c.get('/member/v2/captcha')).res.statusCode).toBe(200);
    const blocked = await c.get('/member/v2/captcha');
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body.msg).toMatch(/^操作过于频繁，请\d+秒后再试$/);
  });
});
