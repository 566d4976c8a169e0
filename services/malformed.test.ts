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
];

/** Over the 64 KiB body limit: 413 with the envelope (http-contract.test.ts), still nothing changed. */
const oversized = JSON.stringify({ padding: 'y'.repeat(70 * 1024) });

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
    // the optional captcha (asked for after a few failures) is typed and bounded like the required fields
    { identifier: 'demo@portal.local', password: 'Demo@2026', captchaId: 123, captchaCode: 'abcd' },
    { identifier: 'demo@portal.local', password: 'Demo@2026', captchaId: 'id', captchaCode: 'x'.repeat(21) },
    { identifier: 'demo@portal.local', password: 'Demo@2026', captchaId: 'id', captchaCode: 'a\u0000b' },
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
      expect((await h.app.inject({ method: 'POST', url: endpoint.url, headers: { 'content-type': 'application/json' }, payload: oversized })).statusCode).toBe(413);
      // a field the schema does not declare, or one given twice, is refused rather than dropped or overwritten
      await expect400('POST', endpoint.url, JSON.stringify({ ...endpoint.valid, extra: 1 }));
      const [firstKey] = Object.keys(endpoint.valid);
      await expect400('POST', endpoint.url, `${JSON.stringify(endpoint.valid).slice(0, -1)},${JSON.stringify(firstKey)}:${JSON.stringify(endpoint.valid[firstKey])}}`);
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

  it('answers unknown routes with a 404 envelope and known paths called with another method with 405', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/no/such/route', headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ code: 404, msg: 'Resource does not exist', data: null });
    for (const [method, url, allow] of [
      ['POST', '/member/v2/captcha', 'GET, HEAD'],
      ['DELETE', '/member/v2/signin', 'POST'],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(JSON.parse(res.body)).toEqual({ code: 405, msg: 'This address does not accept this request method', data: null });
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

describeEachDatabase('malformed bank-card requests', (database) => {
  const h = useServicesApp(database);
  const card = '6222021000123456784';
  const bodies: Array<{ url: string; valid: Record<string, unknown>; rules: Array<Record<string, unknown>> }> = [
    {
      url: '/member/v2/bank-card/bind',
      valid: { cardNumber: card, branchName: '北京海淀支行', mobile: '13800000001' },
      rules: [
        { cardNumber: '6259191234567896', branchName: '北京海淀支行', mobile: '13800000001' },
        { cardNumber: '6222021000123456785', branchName: '北京海淀支行', mobile: '13800000001' },
        { cardNumber: card, branchName: '', mobile: '13800000001' },
        { cardNumber: card, branchName: '北京海淀支行', mobile: '1380000' },
      ],
    },
    { url: '/member/v2/bank-card/1/confirm-amount', valid: { amount: '0.37' }, rules: [{ amount: '0.371' }, { amount: '-1' }, { amount: '' }] },
    { url: '/member/v2/bank-card/1/edit', valid: { cardNumber: card, branchName: '北京海淀支行', mobile: '13800000001' }, rules: [] },
    { url: '/member/v2/bank-card/1/unlink', valid: { transactionPassword: '123456' }, rules: [{ transactionPassword: '12345' }, { transactionPassword: 'abcdef' }] },
    { url: '/ops/v1/bank-card/pages', valid: { pageNum: 1, pageSize: 10 }, rules: [{ pageNum: 0, pageSize: 10 }, { pageNum: 1, pageSize: 1000 }] },
    { url: '/ops/v1/bank-card/1/fail', valid: { reason: 'stuck' }, rules: [] },
  ];

  it('answers 400 to every malformed bank-card body and id, and changes no card', async () => {
    const c = h.client({ lang: 'en' });
    expect((await c.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    const count = async () => ((await h.db().execute(sql.raw('select count(*)::int as n from bank_cards'))) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    const before = await count();
    const send = async (url: string, payload: string, contentType = 'application/json') => {
      const res = await h.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${c.state.token}`, 'content-type': contentType }, payload });
      expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, msg: expect.any(String), data: null });
    };
    for (const { url, valid, rules } of bodies) {
      for (const bad of commonBad) if (!(url.endsWith('/pages') && bad.payload === '{}')) await send(url, bad.payload, bad.contentType);
      const accepted = ['{"pageNum":123,"pageSize":10}']; // a well-typed page number is fine
      for (const variant of fieldVariants(valid)) if (!accepted.includes(JSON.stringify(variant))) await send(url, JSON.stringify(variant));
      for (const variant of rules) await send(url, JSON.stringify(variant));
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      const res = await h.app.inject({ method: 'GET', url: `/member/v2/bank-card/${id}`, headers: { authorization: `Bearer ${c.state.token}` } });
      expect(res.statusCode, id).toBe(400);
      await send(`/member/v2/bank-card/${id}/cancel`, '{}');
    }
    expect(await count()).toBe(before);
  });
});

// === account security (issue 3): signed-in codes, password changes, binding ===
describeEachDatabase('malformed account-security requests', (database) => {
  const h = useServicesApp(database);
  const SECURITY_TABLES = ['users', 'sessions', 'verification_codes', 'code_keys', 'outbox'];

  async function snapshot(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of SECURITY_TABLES) {
      const result = (await h.db().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
      out[table] = result.rows[0].n;
    }
    return out;
  }

  /** Without a token: the shape and the rules are checked before the session, so each is a 400, never a 401. */
  async function expect400(method: 'POST', url: string, payload?: string, contentType = 'application/json') {
    const res = await h.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': '10.99.0.2', 'accept-language': 'en', ...(payload === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload }),
    });
    const label = `${method} ${url.slice(0, 120)} ${payload?.slice(0, 60)} (${contentType})`;
    expect(res.statusCode, label).toBe(400);
    const body = JSON.parse(res.body);
    expect(body, label).toEqual({ code: 400, msg: expect.any(String), data: null });
    expect(body.msg, label).not.toMatch(/[\u4e00-\u9fff]/);
  }

  it('account-security endpoints answer 400 to malformed bodies and query strings and change nothing', async () => {
    await snapshot();
    const before = await snapshot();
    const pw = 'Aa1!good';
    const bodies: Array<{ url: string; valid: Record<string, unknown>; breakers: Array<Record<string, unknown>> }> = [
      {
        url: '/member/v2/logged-in/send/sms/verify-code',
        valid: { captchaCode: 'abcd', captchaId: 'id', smsType: 3 },
        breakers: [{ captchaCode: '', captchaId: 'id', smsType: 3 }, { captchaCode: 'abcd', captchaId: 'id', smsType: 1 }],
      },
      {
        url: '/member/v2/logged-in/send/email/verify-code',
        valid: { captchaCode: 'abcd', captchaId: 'id', emailType: 4 },
        breakers: [{ captchaCode: 'a b', captchaId: 'id', emailType: 4 }, { captchaCode: 'abcd', captchaId: 'id', emailType: 6 }],
      },
      {
        url: '/member/v2/logged-in/bind/send/sms/verify-code',
        valid: { phone: '86-13811112222', captchaCode: 'abcd', captchaId: 'id' },
        breakers: [{ phone: '86-23811112222', captchaCode: 'abcd', captchaId: 'id' }, { phone: '13811112222', captchaCode: 'abcd', captchaId: 'id' }],
      },
      {
        url: '/member/v2/logged-in/bind/send/email/verify-code',
        valid: { email: 'a@example.com', captchaCode: 'abcd', captchaId: 'id' },
        breakers: [{ email: 'not-an-email', captchaCode: 'abcd', captchaId: 'id' }],
      },
      {
        url: '/member/v2/modify/login-password/pass',
        valid: { newPassword: pw, rNewPassword: pw, currentPassword: 'Old@2026x' },
        breakers: [
          { newPassword: 'weakpass', rNewPassword: 'weakpass', currentPassword: 'Old@2026x' },
          { newPassword: pw, rNewPassword: 'Aa1!gooD', currentPassword: 'Old@2026x' },
          { newPassword: pw, rNewPassword: pw, currentPassword: '' },
        ],
      },
      {
        url: '/member/v2/modify/pay-password/pass',
        valid: { newPassword: '135790', rNewPassword: '135790', currentPassword: '246802' },
        breakers: [
          { newPassword: '13579a', rNewPassword: '13579a', currentPassword: '246802' },
          { newPassword: '1357901', rNewPassword: '1357901', currentPassword: '246802' },
          { newPassword: '135790', rNewPassword: '135791', currentPassword: '246802' },
          { newPassword: '135790', rNewPassword: '135790', currentPassword: '2468' },
        ],
      },
    ];
    for (const { url, valid, breakers } of bodies) {
      for (const bad of commonBad) await expect400('POST', url, bad.payload, bad.contentType);
      for (const variant of [...fieldVariants(valid), ...breakers]) await expect400('POST', url, JSON.stringify(variant));
    }
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const queries: string[] = [];
    for (const [what, good, weak] of [
      ['login-password', pw, 'weakpass'],
      ['pay-password', '135790', '13579a'],
    ] as const) {
      for (const [channel, key] of [
        ['sms', 'pcdk'],
        ['email', 'ecdk'],
      ] as const) {
        const base = `/member/v3/modify/${what}/${channel}`;
        queries.push(
          base,
          `${base}?${q({ newPassword: good, rNewPassword: good })}`,
          `${base}?${q({ newPassword: good, [key]: 'k' })}`,
          `${base}?${q({ newPassword: weak, rNewPassword: weak, [key]: 'k' })}`,
          `${base}?${q({ newPassword: good, rNewPassword: `${good}x`, [key]: 'k' })}`,
          `${base}?${q({ newPassword: good, rNewPassword: good, [key]: 'k' })}&${key}=k2`,
          `${base}?${q({ newPassword: good, rNewPassword: good, [key]: huge })}`,
          `${base}?${q({ newPassword: good, rNewPassword: good, [key]: 'a\u0000b' })}`,
        );
      }
    }
    queries.push(
      '/member/v3/bind/phone',
      `/member/v3/bind/phone?${q({ phone: '86-13811112222' })}`,
      `/member/v3/bind/phone?${q({ phone: '86-23811112222', pcdk: 'k' })}`,
      `/member/v3/bind/phone?${q({ phone: '13811112222', pcdk: 'k' })}`,
      `/member/v3/bind/phone?${q({ phone: '86-13811112222', pcdk: 'k' })}&phone=86-13811112223`,
      '/member/v3/bind/email',
      `/member/v3/bind/email?${q({ email: 'not-an-email', ecdk: 'k' })}`,
      `/member/v3/bind/email?${q({ email: huge, ecdk: 'k' })}`,
    );
    for (const url of queries) {
      await expect400('POST', url);
      await expect400('POST', url, '{}');
    }
    expect(await snapshot()).toEqual(before);
  });
});

// === profile and uploads (issue 3): personal info, nickname, avatar, signatures, signed URLs, downloads ===
describeEachDatabase('malformed profile and upload requests', (database) => {
  const h = useServicesApp(database);
  const PROFILE_TABLES = ['users', 'member_profiles'];

  async function snapshot(): Promise<string> {
    const parts: unknown[] = [];
    for (const table of PROFILE_TABLES) {
      parts.push(((await h.db().execute(sql.raw(`select * from ${table} order by 1`))) as unknown as { rows: unknown[] }).rows);
    }
    return JSON.stringify(parts);
  }

  it('answers 400 to every malformed profile body and upload query, and changes nothing', async () => {
    const c = h.client({ lang: 'en' });
    expect((await c.signin('demo@portal.local', 'Demo@2026')).body.code).toBe(200);
    const before = await snapshot();
    const send = async (method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') => {
      const res = await h.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${c.state.token}`, 'accept-language': 'en', ...(payload === undefined ? {} : { 'content-type': contentType }) },
        ...(payload === undefined ? {} : { payload }),
      });
      const label = `${method} ${url.slice(0, 100)} ${payload?.slice(0, 60)} (${contentType})`;
      expect(res.statusCode, label).toBe(400);
      expect(JSON.parse(res.body), label).toEqual({ code: 400, msg: expect.any(String), data: null });
    };
    const bodies: Array<{ url: string; valid: Record<string, unknown>; rules: Array<Record<string, unknown>> }> = [
      {
        url: '/member/v2/update/personal-info',
        valid: { fieldsOfInterest: [1], professionalField: 'x', provinceCode: '330000', cityCode: '330100', districtCode: '330106', introduction: 'hi' },
        rules: [{ fieldsOfInterest: [] }, { fieldsOfInterest: [1, 2, 3, 4, 5, 6, 7] }, { fieldsOfInterest: [123456] }, { fieldsOfInterest: [1], provinceCode: '330000' }, { fieldsOfInterest: [0] }],
      },
      { url: '/member/v2/set/nickname', valid: { nickname: 'Ada' }, rules: [{ nickname: '' }, { nickname: '😀' }, { nickname: 'x'.repeat(21) }] },
      { url: '/member/v2/update/avatar', valid: { avatar: 'auth/1_1700000000000_a.png' }, rules: [{ avatar: '../../etc/passwd' }, { avatar: 'https://example.com/a.png' }] },
    ];
    for (const { url, valid, rules } of bodies) {
      for (const bad of commonBad) {
        // optional fields: removing one or nulling it is a valid body
        await send('POST', url, bad.payload, bad.contentType);
      }
      for (const variant of fieldVariants(valid)) {
        const v = variant as Record<string, unknown>;
        const optionalGone = url.endsWith('personal-info') && Object.keys(valid).some((k) => k !== 'fieldsOfInterest' && (!(k in v) || v[k] === null));
        if (!optionalGone) await send('POST', url, JSON.stringify(variant));
      }
      for (const variant of rules) await send('POST', url, JSON.stringify(variant));
    }
    for (const url of [
      '/common/v2/oss/signature',
      '/common/v2/oss/signature?fileName=a.gif',
      '/common/v2/oss/signature?fileName=a.png&fileName=b.png',
      `/common/v2/oss/signature?fileName=${'a'.repeat(300)}.png`,
      '/common/v2/oss/signature?objectKey=..%2F..%2Fx.png',
      '/common/v2/oss/get/signed-url',
      '/common/v2/oss/get/signed-url?objectKey=',
      '/common/v2/oss/get/signed-url?objectKey=a&objectKey=b',
      '/common/v2/oss/get/signed-url?objectKey=%00',
      '/common/download',
      '/common/download?fileName=..%2Fx',
      '/common/download?fileName=a&delete=maybe',
      '/common/download/resource',
      '/common/download/resource?resource=..%2F..%2Fetc%2Fpasswd',
    ]) {
      await send('GET', url);
    }
    expect(await snapshot()).toBe(before);
  });
});

// === real-name verification and face checks (issue 3) ===
describeEachDatabase('malformed real-name requests', (database) => {
  const h = useServicesApp(database);
  const person = {
    subjectType: 'person',
    idType: 'nationalId',
    nationality: 'CN',
    realName: '张三',
    idNumber: '11010519491231002X',
    handheldPhotoKey: 'auth/1_1700000000000_a.png',
    frontPhotoKey: 'auth/1_1700000000000_b.png',
    backPhotoKey: 'auth/1_1700000000000_c.png',
    idValidFrom: '2020-01-01',
    idLongTerm: true,
  };

  it('answers 400 to every malformed real-name body and id, and changes no application', async () => {
    const member = h.client({ lang: 'en' });
    expect((await member.signin('demo@portal.local', 'Demo@2026')).body.code).toBe(200);
    const staff = h.client({ lang: 'en' });
    expect((await staff.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    const count = async () => ((await h.db().execute(sql.raw('select count(*)::int as n from real_name_applications'))) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    const before = await count();
    const send = async (token: string, url: string, payload: string, contentType = 'application/json') => {
      const res = await h.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
      expect(res.statusCode, `${url} ${payload.slice(0, 400)} ${res.body}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, msg: expect.any(String), data: null });
    };

    const submit = '/member/v2/real-name/submit';
    for (const bad of commonBad) await send(member.state.token!, submit, bad.payload, bad.contentType);
    // Every field wrong or missing (each one is needed for a person, or is checked), and the shared rules.
    const optional = new Set(['idLongTerm']);
    for (const variant of fieldVariants(person)) {
      const missing = Object.keys(person).find((key) => !(key in (variant as object)));
      if ((missing && optional.has(missing)) || JSON.stringify(variant) === JSON.stringify(person)) continue;
      await send(member.state.token!, submit, JSON.stringify(variant));
    }
    for (const rule of [
      { ...person, idNumber: '110105194912310021' }, // wrong check character
      { ...person, idNumber: '11010520991231002X' }, // born in the future
      { ...person, realName: '张' }, // shorter than 2
      { ...person, nationality: 'ZZ' },
      { ...person, idLongTerm: false, idValidTo: '2019-01-01' },
      { ...person, handheldPhotoKey: '../../etc/passwd' },
      { subjectType: 'organisation', organisationName: '某某科技有限公司', creditCode: '91350100M000100Y42', method: 'letter' },
    ]) {
      await send(member.state.token!, submit, JSON.stringify(rule));
    }

    // Decisions: malformed bodies and ids; a reason is required to reject or fail and is at most 200 characters.
    const decisions = ['approve', 'reject'].map((verb) => `/ops/v1/real-name/1/${verb}`).concat(['pass', 'fail'].map((verb) => `/ops/v1/face-check/1/${verb}`));
    for (const url of decisions) {
      for (const bad of commonBad) if (bad.payload !== '{}') await send(staff.state.token!, url, bad.payload, bad.contentType);
      for (const wrong of [123, true, ['a'], { a: 1 }, 'a\u0000b']) await send(staff.state.token!, url, JSON.stringify({ reason: wrong }));
    }
    for (const url of ['/ops/v1/real-name/1/reject', '/ops/v1/face-check/1/fail']) {
      for (const reason of [null, '', '   ', 'x'.repeat(201)]) await send(staff.state.token!, url, JSON.stringify({ reason }));
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      await send(staff.state.token!, `/ops/v1/real-name/${id}/approve`, '{}');
      const res = await h.app.inject({ method: 'GET', url: `/ops/v1/real-name/${id}`, headers: { authorization: `Bearer ${staff.state.token}` } });
      expect(res.statusCode, id).toBe(400);
    }
    for (const query of ['pageNum=0', 'pageSize=1000', 'pageNum=abc', 'status=nonsense']) {
      const res = await h.app.inject({ method: 'GET', url: `/ops/v1/real-name/pages?${query}`, headers: { authorization: `Bearer ${staff.state.token}` } });
      expect(res.statusCode, query).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
