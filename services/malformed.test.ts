/**
 * Bad input of any shape gets a 400 envelope with a localized message and changes nothing (DESIGN.md
 * section 6): one test per endpoint, each sending wrong types, missing fields, huge strings, arrays, null
 * and non-JSON bodies, then checking that no table changed.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './testing/databases';
import { useServicesApp } from './testing/harness';

const TABLES = ['users', 'user_roles', 'sessions', 'captchas', 'verification_codes', 'code_keys', 'rate_limits', 'outbox', 'app_settings'];

const huge = 'x'.repeat(10_000);

/** Shapes that no JSON endpoint accepts. */
const commonBad: Array<{ payload: string; contentType?: string }> = [
  { payload: '' },
  { payload: '{"__proto__":{"admin":true}}' },
  { payload: 'null' },
  { payload: '[]' },
  { payload: '[{"a":1}]' },
  { payload: '"text"' },
  { payload: '42' },
  { payload: '{' },
  { payload: '{"a":1,}' },
  { payload: '{}' },
  { payload: 'not json at all', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: JSON.stringify({ padding: 'y'.repeat(70 * 1024) }) },
];

/** Each field replaced by a wrong type, removed, or made huge, starting from a well-shaped body. */
function fieldVariants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const key of Object.keys(valid)) {
    const { [key]: _removed, ...missing } = valid;
    out.push(missing);
    for (const wrong of [null, 123, true, ['a'], { a: 1 }, huge, 1.5, 'a\u0000b']) out.push({ ...valid, [key]: wrong });
  }
  return out;
}

const endpoints: Array<{ url: string; valid: Record<string, unknown> }> = [
  { url: '/member/v3/send/sms/verify-code', valid: { phone: '86-13811112222', captchaCode: 'abcd', captchaId: 'id', smsType: 1 } },
  { url: '/member/v2/send/email/verify-code', valid: { email: 'a@example.com', captchaCode: 'abcd', captchaId: 'id', emailType: 1 } },
  { url: '/member/v3/verify/verify-code', valid: { identifier: '86-13811112222', verifyCode: '123456' } },
  { url: '/member/v3/signup/phone', valid: { phone: '86-13811112222', password: 'Aa1!good', confirmPassword: 'Aa1!good', pcdk: 'k' } },
  { url: '/member/v3/signup/email', valid: { email: 'a@example.com', password: 'Aa1!good', confirmPassword: 'Aa1!good', ecdk: 'k' } },
  { url: '/member/v2/signin', valid: { identifier: 'demo@portal.local', password: 'Demo@2026' } },
  { url: '/member/v2/token/refresh', valid: { refreshToken: 'abc' } },
  { url: '/member/v3/forget/login-password/sms', valid: { newPassword: 'Aa1!good', rNewPassword: 'Aa1!good', phone: '86-13811112222', pcdk: 'k' } },
  { url: '/member/v3/forget/login-password/email', valid: { newPassword: 'Aa1!good', rNewPassword: 'Aa1!good', email: 'a@example.com', ecdk: 'k' } },
];

/** Well-typed bodies whose values break the shared rules (still 400, still no change). */
const ruleBreakers: Record<string, Array<Record<string, unknown>>> = {
  '/member/v3/send/sms/verify-code': [
    { phone: '86-23811112222', captchaCode: 'abcd', captchaId: 'id', smsType: 1 },
    { phone: '13811112222', captchaCode: 'abcd', captchaId: 'id', smsType: 1 },
    { phone: '86-138 1111 2222', captchaCode: 'abcd', captchaId: 'id', smsType: 1 },
    { phone: '86-13811112222', captchaCode: '', captchaId: 'id', smsType: 1 },
    { phone: '86-13811112222', captchaCode: 'abcd', captchaId: 'id', smsType: 3 },
  ],
  '/member/v2/send/email/verify-code': [{ email: 'not-an-email', captchaCode: 'abcd', captchaId: 'id', emailType: 1 }],
  '/member/v3/verify/verify-code': [
    { identifier: 'nobody', verifyCode: '123456' },
    { identifier: '86-13811112222', verifyCode: '12345a' },
  ],
  '/member/v3/signup/phone': [
    { phone: '86-13811112222', password: 'short', confirmPassword: 'short', pcdk: 'k' },
    { phone: '86-13811112222', password: 'Aa1!good', confirmPassword: 'Aa1!gooD', pcdk: 'k' },
    { phone: '86-13811112222', password: 'Aa1!good', confirmPassword: 'Aa1!good', pcdk: '' },
  ],
  '/member/v2/signin': [
    { identifier: '', password: 'x' },
    { identifier: 'demo@portal.local', password: '' },
  ],
};

describeEachDatabase('malformed requests', (database) => {
  const h = useServicesApp(database);

  async function snapshot(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const result = (await h.db().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
      out[table] = result.rows[0].n;
    }
    return out;
  }

  async function expect400(method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') {
    const res = await h.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': '10.99.0.1', 'accept-language': 'en', ...(payload === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload }),
    });
    const label = `${method} ${url} ${payload?.slice(0, 60)} (${contentType})`;
    expect(res.statusCode, label).toBe(400);
    const body = JSON.parse(res.body);
    expect(body, label).toEqual({ code: 400, msg: expect.any(String), data: null });
    expect(body.msg, label).not.toBe('');
    expect(body.msg, label).not.toMatch(/[\u4e00-\u9fff]/);
  }

  for (const endpoint of endpoints) {
    it(`POST ${endpoint.url} answers 400 to every malformed body and changes nothing`, async () => {
      await snapshot(); // the token secret may be created on first use; take the reference after it
      const before = await snapshot();
      for (const bad of commonBad) await expect400('POST', endpoint.url, bad.payload, bad.contentType);
      for (const variant of fieldVariants(endpoint.valid)) await expect400('POST', endpoint.url, JSON.stringify(variant));
      for (const variant of ruleBreakers[endpoint.url] ?? []) await expect400('POST', endpoint.url, JSON.stringify(variant));
      expect(await snapshot()).toEqual(before);
    });
  }

  it('GET endpoints answer 400 to bad query strings and change nothing', async () => {
    const before = await snapshot();
    for (const url of [
      '/member/v2/get/industry/info',
      '/member/v2/get/industry/info?industryId=',
      '/member/v2/get/industry/info?industryId=1.5',
      '/member/v2/get/industry/info?industryId=-1',
      '/member/v2/get/industry/info?industryId=1&industryId=2',
      `/member/v2/get/industry/info?industryId=${'9'.repeat(40)}`,
      '/dict/data',
      '/dict/data?dict_type=',
      '/dict/data?dict_type=a&dict_type=b',
      `/dict/data?dict_type=${'a'.repeat(500)}`,
      '/member/v2/modify/language',
      '/member/v2/modify/language?lang=',
      '/member/v2/modify/language?lang=zh&lang=en',
    ]) {
      await expect400('GET', url);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers unknown routes and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/no/such/route'],
      ['POST', '/member/v2/captcha'],
      ['DELETE', '/member/v2/signin'],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ code: 404, msg: 'Resource does not exist', data: null });
    }
  });

  it('accepts an empty JSON body on token-only endpoints', async () => {
    const c = h.client();
    await c.signin('demo@portal.local', 'Demo@2026');
    const res = await h.app.inject({
      method: 'POST',
      url: '/member/v2/member',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.state.token}` },
      payload: '',
    });
    expect(JSON.parse(res.body)).toMatchObject({ code: 200, data: { primaryEmail: 'demo@portal.local' } });
  });

  it('ignores bodies on token-only endpoints and still answers 401 without a token', async () => {
    for (const url of ['/member/v2/member', '/member/v2/signout']) {
      for (const payload of ['{', '[]', 'null', huge]) {
        const res = await h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
        expect([400, 401]).toContain(res.statusCode);
        expect(JSON.parse(res.body)).toMatchObject({ code: res.statusCode, data: null });
      }
    }
  });
});
