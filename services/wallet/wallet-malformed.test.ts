/**
 * Bad input of any shape to the wallet routes gets a 400 envelope with a message in the caller's language and moves
 * nothing (DESIGN.md section 6; the wallet counterpart of services/malformed.test.ts). Each POST route gets the
 * shapes no JSON route accepts, its well-shaped body with each field removed, mistyped or huge, and values that break
 * the wallet rules (amounts that are not whole fen, ids past an integer column, pages and times out of range,
 * references with spaces); money routes also get missing and malformed Idempotency-Key headers. The callers are
 * signed in (operations routes: an operations user) and every id names a real order in the state the valid body
 * needs, so the valid body itself succeeds: it is sent last, after checking that no wallet table changed.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { uploadImage } from '../testing/uploads';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { credit, idem, PAY_PASSWORD, walletMember, withdrawKey, type Client, type TestMember } from '../testing/wallet-money';
import { operationsStaff } from '../testing/wallet-members';

/** The wallet's tables: each compared as a row count and a digest of every row (balances, states, versions). */
const WALLET_TABLES = ['ledger_accounts', 'ledger_transfers', 'ledger_postings', 'recharge_orders', 'withdrawals', 'idempotency_keys', 'entity_transitions'];

const huge = 'x'.repeat(10_000);

/** Shapes that no JSON endpoint accepts (as in services/malformed.test.ts). */
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
  // a body over the 64 KiB limit answers 413 on every route (services/http-contract.test.ts)
];

/** Each field replaced by a wrong type, removed, or made huge, starting from a well-shaped body. */
function fieldVariants(valid: Record<string, unknown>): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const key of Object.keys(valid)) {
    const { [key]: _removed, ...missing } = valid;
    out.push(missing);
    for (const wrong of [null, 123, true, ['a'], { a: 1 }, huge, 1.5, 'a\u0000b']) out.push({ ...valid, [key]: wrong });
  }
  return out;
}

/** Amounts in fen that are not a wallet amount: not whole, not positive, past the bound or a safe integer, text. */
const BAD_AMOUNTS: unknown[] = [-1, 0, -0.5, 1.5, 99.999, 2 ** 53, 2 ** 53 + 2, 1e20, 1e300, -1e300, 1_000_000_001, '100', '', 'NaN', 'Infinity', '1e3', '0x64', '１００'];
/** Number-like JSON text: not JSON at all, or JSON that parses to Infinity or -0. */
const RAW_AMOUNTS = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '-0', '0x64', '+100', '.5', '1_000', '100n', '1,5'];
/** Ids that are not a row id (an integer column): zero, negative, fractional, past 2^31 - 1, not a safe integer. */
const BAD_BODY_IDS: unknown[] = [0, -1, 1.5, 2_147_483_648, 2 ** 53, 1e20, '1'];
/** The same in a path, and paths Fastify refuses before routing (bad percent-encoding, past maxParamLength). */
const BAD_PATH_IDS = ['abc', '0', '-1', '1.5', '2147483648', '1e20', '99999999999', '%00', '01', '1%20', '%201', '0x10', '%EF%BC%91', '1;2', '1,2', '%', '%zz', '%E4%B8', '1'.repeat(200)];
/** Epoch-ms filters out of range or of the wrong type. */
const BAD_TIMES: unknown[] = [-1, 1e20, 2 ** 53, 8_640_000_000_000_001, 8_640_000_000_000_000, 253_402_300_800_000, 1.5, '0', '2026-01-01', true];
/** Idempotency-Key headers that are no key: missing (null), empty, longer than 255, not visible ASCII. */
const BAD_KEYS: Array<string | null> = [
  null,
  '',
  'k'.repeat(256),
  'clé',
  Buffer.from('键-2026', 'utf8').toString('latin1'), // UTF-8 text as it reaches Node's HTTP parser
  'a b',
  'a\tb',
];

const replaceField = (valid: Record<string, unknown>, key: string, values: unknown[]) => values.map((value) => ({ ...valid, [key]: value }));
/** The valid body with `key` set to raw JSON text (which JSON.stringify could not write). */
const rawField = (valid: Record<string, unknown>, key: string, raws: string[]) => raws.map((raw) => JSON.stringify({ ...valid, [key]: '\u0001RAW\u0001' }).replace('"\\u0001RAW\\u0001"', raw));

type Lang = 'en' | 'zh';
type Caller = { client: Client; lang: Lang };
type Request = { method?: 'GET' | 'POST'; url: string; payload?: string; contentType?: string; key?: string | null };

describeEachDatabase('malformed wallet requests', (database) => {
  const h = useServicesApp(database);
  let m: TestMember; // verified, a verified card, a transaction password, 10 000 yuan
  let other: TestMember; // a second member (Chinese): their card and voucher image are not m's
  let member: Caller;
  let memberZh: Caller;
  let ops: Caller;
  let opsZh: Caller;
  let otherImage: string;

  beforeAll(async () => {
    m = await walletMember(h);
    other = await walletMember(h, { lang: 'zh-CN' });
    await credit(h.db(), m.id, 1_000_000);
    const staff = await operationsStaff(h);
    const staffZh = await operationsStaff(h);
    await h.db().update(users).set({ localization: 'zh' }).where(eq(users.id, staffZh.id));
    member = { client: m.c, lang: 'en' };
    memberZh = { client: other.c, lang: 'zh' };
    ops = { client: staff, lang: 'en' };
    opsZh = { client: staffZh, lang: 'zh' };
    otherImage = await uploadImage(h, other.c, 'theirs.png');
  });

  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of WALLET_TABLES) {
      const result = (await h.db().execute(
        sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`),
      )) as unknown as { rows: Array<{ n: number; digest: string }> };
      out[table] = `${result.rows[0].n}:${result.rows[0].digest}`;
    }
    return out;
  }

  async function send(caller: Caller, request: Request) {
    const headers: Record<string, string> = {
      'x-forwarded-for': caller.client.state.ip,
      'accept-language': caller.lang === 'zh' ? 'zh-CN' : 'en-US',
      authorization: `Bearer ${caller.client.state.token}`,
    };
    if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    // Every request carries a fresh, valid key unless the key is what is tested: only the payload is wrong.
    if (request.key !== null) headers['idempotency-key'] = request.key ?? randomUUID();
    return h.app.inject({ method: request.method ?? 'POST', url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
  }

  async function expect400(caller: Caller, request: Request) {
    const res = await send(caller, request);
    const key = request.key === undefined ? '' : ` key=${JSON.stringify(request.key)?.slice(0, 40)}`;
    const label = `${caller.lang} ${request.method ?? 'POST'} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 100) ?? ''} (${request.contentType ?? 'json'})${key} → ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBe(400);
    const body = JSON.parse(res.body) as { msg: string; data: unknown };
    // No data, or only a machine-readable cause for the app (e.g. an expired code key): never a partial result.
    const data = body.data === null ? null : { reason: expect.any(String) };
    expect(body, label).toEqual({ code: 400, msg: expect.any(String), data });
    expect(body.msg.trim(), label).not.toBe('');
    expect(body.msg, label).not.toMatch(/\{\w+\}/); // no placeholder left unfilled
    if (caller.lang === 'zh') expect(body.msg, label).toMatch(/[\u4e00-\u9fff]/);
    else expect(body.msg, label).not.toMatch(/[\u4e00-\u9fff]/);
  }

  async function expectOk(caller: Caller, request: Request) {
    const res = await send(caller, request);
    expect(res.statusCode, `${request.url} ${res.body.slice(0, 300)}`).toBe(200);
    const body = JSON.parse(res.body) as { code: number; data: unknown };
    expect(body.code, res.body.slice(0, 300)).toBe(200);
    return body.data;
  }

  type BodyCase = {
    url: string;
    /** The English and the Chinese caller. */
    callers: [Caller, Caller];
    valid: Record<string, unknown>;
    /** Money route: needs Idempotency-Key. */
    money?: boolean;
    /** Optional fields: their removal or null is a well-formed body. */
    optional?: string[];
    /** Variants that are well-formed after all (e.g. 123 is an amount, a page number). */
    accepted?: Array<Record<string, unknown>>;
    /** Well-typed values that break the wallet rules: bodies, or raw JSON text. */
    breakers: Array<Record<string, unknown> | string>;
    /** The url with another path id (routes with an id in the path). */
    withId?: (id: string) => string;
  };

  /**
   * Sends every bad body (and header, and path id) of `c`, checks that the wallet tables did not change, then sends
   * the valid body (with a 255-character key on money routes) and returns its answer: the route was live.
   */
  async function checkBodies(c: BodyCase): Promise<unknown> {
    const [en, zh] = c.callers;
    await snapshot();
    const before = await snapshot();
    const accepted = new Set((c.accepted ?? []).map((body) => JSON.stringify(body)));
    const optional = new Set(c.optional ?? []);
    const validText = JSON.stringify(c.valid);

    for (const bad of commonBad) await expect400(en, { url: c.url, payload: bad.payload, contentType: bad.contentType });
    const variants = fieldVariants(c.valid).filter((variant) => {
      const dropped = Object.keys(c.valid).some((key) => optional.has(key) && (!(key in variant) || variant[key] === null));
      return !dropped && !accepted.has(JSON.stringify(variant));
    });
    for (const variant of variants) await expect400(en, { url: c.url, payload: JSON.stringify(variant) });
    for (const breaker of c.breakers) await expect400(en, { url: c.url, payload: typeof breaker === 'string' ? breaker : JSON.stringify(breaker) });
    if (c.money) for (const key of BAD_KEYS) await expect400(en, { url: c.url, payload: validText, key });
    if (c.withId) for (const id of BAD_PATH_IDS) await expect400(en, { url: c.withId(id), payload: validText });

    // The same refusals in Chinese for a Chinese caller.
    const firstBreaker = c.breakers[0];
    await expect400(zh, { url: c.url, payload: '{' });
    await expect400(zh, { url: c.url, payload: 'null' });
    await expect400(zh, { url: c.url, payload: JSON.stringify(variants[0]) });
    if (firstBreaker !== undefined) await expect400(zh, { url: c.url, payload: typeof firstBreaker === 'string' ? firstBreaker : JSON.stringify(firstBreaker) });
    if (c.money) await expect400(zh, { url: c.url, payload: validText, key: null });
    if (c.withId) await expect400(zh, { url: c.withId('2147483648'), payload: validText });

    expect(await snapshot()).toEqual(before);
    return expectOk(en, { url: c.url, payload: validText, key: c.money ? `k-${randomUUID()}`.padEnd(255, 'k') : undefined });
  }

  /** One of m's recharge orders taken to `stage`. */
  async function rechargeOrder(stage: 'awaitingProof' | 'awaitingReview'): Promise<number> {
    const created = await m.c.post<{ id: number }>('/wallet/v1/recharge/create', { amountFen: 10_000, bankCardId: m.cardId }, idem());
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect((await m.c.post(`/wallet/v1/recharge/${id}/confirm-transfer`)).body.code).toBe(200);
    if (stage === 'awaitingReview') {
      const voucherKey = await uploadImage(h, m.c, 'voucher.png');
      expect((await m.c.post(`/wallet/v1/recharge/${id}/voucher`, { transferReference: 'TX20260101001', voucherKey })).body.code).toBe(200);
    }
    return id;
  }

  /** One of m's withdrawals (10 yuan), awaiting payout or (started by `ops`) paying. */
  async function withdrawal(paying: boolean): Promise<number> {
    const codeKey = await withdrawKey(h, m);
    const created = await m.c.post<{ id: number }>(
      '/wallet/v1/withdraw/create',
      { amountFen: 1_000, bankCardId: m.cardId, identifier: m.phone, codeKey, transactionPassword: PAY_PASSWORD },
      idem(),
    );
    expect(created.body.code).toBe(200);
    if (paying) expect((await ops.client.post(`/ops/v1/withdraw/${created.body.data.id}/start`)).body.code).toBe(200);
    return created.body.data.id;
  }

  const pageBreakers = (valid: Record<string, unknown>, pageSizes: unknown[]) => [
    ...replaceField(valid, 'pageNum', [0, -1, 100_001, 1.5, '1', 1e20]),
    ...replaceField(valid, 'pageSize', pageSizes),
    ...replaceField(valid, 'from', BAD_TIMES),
    ...replaceField(valid, 'to', BAD_TIMES),
  ];
  const MEMBER_PAGE_SIZES = [0, 7, 1000, -10, 10.5, '10'];
  const OPS_PAGE_SIZES = [0, 101, 1000, -10, 10.5, '10'];
  const ALL_TIME = { from: 0, to: 4_102_444_800_000 }; // up to 2100-01-01

  // ---- member ----

  it('POST /wallet/v1/recharge/create answers 400 to every malformed body and key, and creates nothing', async () => {
    const valid = { amountFen: 10_000, bankCardId: m.cardId };
    const created = await checkBodies({
      url: '/wallet/v1/recharge/create',
      callers: [member, memberZh],
      valid,
      money: true,
      accepted: [{ ...valid, amountFen: 123 }],
      breakers: [
        ...replaceField(valid, 'amountFen', [...BAD_AMOUNTS, 99]),
        ...rawField(valid, 'amountFen', RAW_AMOUNTS),
        ...replaceField(valid, 'bankCardId', [...BAD_BODY_IDS, other.cardId]),
      ],
    });
    expect(created).toMatchObject({ state: 'awaitingTransfer', amountFen: 10_000 });
  });

  it('POST /wallet/v1/recharge/{id}/voucher answers 400 to every malformed body and id, and changes no order', async () => {
    const id = await rechargeOrder('awaitingProof');
    const voucherKey = await uploadImage(h, m.c, 'voucher.png');
    const valid = { transferReference: 'TX20260101001', voucherKey };
    const submitted = await checkBodies({
      url: `/wallet/v1/recharge/${id}/voucher`,
      callers: [member, memberZh],
      valid,
      withId: (bad) => `/wallet/v1/recharge/${bad}/voucher`,
      breakers: [
        ...replaceField(valid, 'transferReference', ['TX 2026 0101', 'TX2026\u00a00101', 'TX2026\n0101', '', '   ', 'abc', 'x'.repeat(41), 'x'.repeat(61), huge, '转账流水号123456', '=1+2-3456']),
        ...replaceField(valid, 'voucherKey', ['', '../../etc/passwd', 'https://example.com/a.png', otherImage, `auth/${m.id}_1767254400000_none.png`, 'x'.repeat(201), huge]),
      ],
    });
    expect(submitted).toMatchObject({ id, state: 'awaitingReview', voucherKey });
  });

  it('POST /wallet/v1/recharge/pages answers 400 to every malformed filter', async () => {
    const valid = { pageNum: 1, pageSize: 10, status: '0', ...ALL_TIME };
    const page = await checkBodies({
      url: '/wallet/v1/recharge/pages',
      callers: [member, memberZh],
      valid,
      optional: ['status', 'from', 'to'],
      accepted: [{ ...valid, pageNum: 123 }, { ...valid, from: 123 }, { ...valid, to: 123 }],
      breakers: [...pageBreakers(valid, MEMBER_PAGE_SIZES), ...replaceField(valid, 'status', ['5', '-1', '', ' 0', 'awaitingTransfer', 0])],
    });
    expect(page).toMatchObject({ total_record: expect.any(Number) });
  });

  it('POST /wallet/v1/withdraw/create answers 400 to every malformed body and key, and holds nothing', async () => {
    const codeKey = await withdrawKey(h, m);
    const valid = { amountFen: 10_000, bankCardId: m.cardId, identifier: m.phone, codeKey, transactionPassword: PAY_PASSWORD };
    const created = await checkBodies({
      url: '/wallet/v1/withdraw/create',
      callers: [member, memberZh],
      valid,
      money: true,
      accepted: [{ ...valid, amountFen: 123 }],
      breakers: [
        ...replaceField(valid, 'amountFen', [...BAD_AMOUNTS, 1]),
        ...rawField(valid, 'amountFen', RAW_AMOUNTS),
        ...replaceField(valid, 'bankCardId', [...BAD_BODY_IDS, other.cardId]),
        ...replaceField(valid, 'identifier', ['', 'nobody', other.phone, 'x'.repeat(255)]),
        ...replaceField(valid, 'codeKey', ['', 'wrong', 'x'.repeat(201)]),
        // Wrong formats only: a well-formed wrong password is a counted attempt (the password suites cover it).
        ...replaceField(valid, 'transactionPassword', ['', '12345', '1234567', 'abcdef', '12 345', ' 246801 ', '２４６８０１']),
      ],
    });
    expect(created).toMatchObject({ state: 'awaitingPayout', amountFen: 10_000 });
  });

  it('POST /wallet/v1/withdraw/pages answers 400 to every malformed filter', async () => {
    const valid = { pageNum: 1, pageSize: 10, status: '0', ...ALL_TIME };
    const page = await checkBodies({
      url: '/wallet/v1/withdraw/pages',
      callers: [member, memberZh],
      valid,
      optional: ['status', 'from', 'to'],
      accepted: [{ ...valid, pageNum: 123 }, { ...valid, from: 123 }, { ...valid, to: 123 }],
      breakers: [...pageBreakers(valid, MEMBER_PAGE_SIZES), ...replaceField(valid, 'status', ['4', '-1', '', 'paid', 0])],
    });
    expect(page).toMatchObject({ total_record: expect.any(Number) });
  });

  it('POST /wallet/v1/exchange answers 400 to every malformed body and key, and exchanges nothing', async () => {
    const valid = { direction: 'cnyToCoin', amountFen: 500, transactionPassword: PAY_PASSWORD };
    const exchanged = await checkBodies({
      url: '/wallet/v1/exchange',
      callers: [member, memberZh],
      valid,
      money: true,
      accepted: [{ ...valid, amountFen: 123 }],
      breakers: [
        ...replaceField(valid, 'direction', ['sideways', '', 'CNYTOCOIN', 'cnyToCoin ', 'coin', 'x'.repeat(21)]),
        ...replaceField(valid, 'amountFen', BAD_AMOUNTS),
        ...rawField(valid, 'amountFen', RAW_AMOUNTS),
        ...replaceField(valid, 'transactionPassword', ['', '12345', '1234567', 'abcdef', '12 345', 'x'.repeat(21)]),
      ],
    });
    expect(exchanged).toMatchObject({ transferId: expect.any(Number), coinFen: 500 });
  });

  it('POST /wallet/v1/flow/pages answers 400 to every malformed filter', async () => {
    const valid = { pageNum: 1, pageSize: 10, type: '3', wallet: 'cny', ...ALL_TIME };
    const page = await checkBodies({
      url: '/wallet/v1/flow/pages',
      callers: [member, memberZh],
      valid,
      optional: ['type', 'wallet', 'from', 'to'],
      accepted: [{ ...valid, pageNum: 123 }, { ...valid, from: 123 }, { ...valid, to: 123 }],
      breakers: [
        ...pageBreakers(valid, MEMBER_PAGE_SIZES),
        ...replaceField(valid, 'type', ['0', '6', '', 'recharge', 3]),
        ...replaceField(valid, 'wallet', ['usd', 'CNY', '', 'member_cny']),
      ],
    });
    expect(page).toMatchObject({ total_record: expect.any(Number) });
  });

  it('member GET routes answer 400 to bad ids and query strings and change nothing', async () => {
    const flow = (await m.c.post<{ records: Array<{ transferId: number }> }>('/wallet/v1/flow/pages', { pageNum: 1, pageSize: 10 })).body.data.records;
    const transferId = flow[0].transferId;
    const before = await snapshot();
    const urls: string[] = [];
    for (const id of BAD_PATH_IDS) urls.push(`/wallet/v1/recharge/${id}`, `/wallet/v1/withdraw/${id}`);
    // Transfer ids are bigint: 2147483648 is an id (another's: 404); past 16 digits, or not a number, is not.
    for (const id of BAD_PATH_IDS.filter((id) => !['2147483648', '99999999999'].includes(id))) urls.push(`/wallet/v1/flow/${id}`);
    urls.push(
      '/wallet/v1/flow/12345678901234567',
      `/wallet/v1/flow/${transferId}?wallet=usd`,
      `/wallet/v1/flow/${transferId}?wallet=`,
      `/wallet/v1/flow/${transferId}?wallet=CNY`,
      `/wallet/v1/flow/${transferId}?wallet=cny&wallet=coin`,
    );
    for (const amount of ['', '-1', '0', '1', '1.5', '1e3', 'NaN', 'Infinity', '0x10', 'abc', '%00', '9007199254740993', '99999999999999999999', '999999999999999999999', '１００', '100%20200', '1000000001']) {
      urls.push(`/wallet/v1/withdraw/quote?amountFen=${amount}`);
    }
    urls.push('/wallet/v1/withdraw/quote', '/wallet/v1/withdraw/quote?amountFen=100&amountFen=200', `/wallet/v1/withdraw/quote?amountFen=${huge}`);
    for (const url of urls) await expect400(member, { method: 'GET', url });
    for (const url of ['/wallet/v1/recharge/0', '/wallet/v1/withdraw/quote?amountFen=1.5', `/wallet/v1/flow/${transferId}?wallet=usd`]) await expect400(memberZh, { method: 'GET', url });
    expect(await snapshot()).toEqual(before);
    for (const id of ['2147483648', '9999999999999999']) expect((await send(member, { method: 'GET', url: `/wallet/v1/flow/${id}` })).statusCode, id).toBe(404);
    expect(await expectOk(member, { method: 'GET', url: `/wallet/v1/flow/${transferId}?wallet=cny` })).toMatchObject({ entry: { transferId } });
    expect(await expectOk(member, { method: 'GET', url: '/wallet/v1/withdraw/quote?amountFen=100000' })).toMatchObject({ amountFen: 100_000 });
  });

  it('POST routes without a body answer 400 to bad ids and broken JSON, and change nothing', async () => {
    const before = await snapshot();
    for (const id of BAD_PATH_IDS) {
      for (const url of [`/wallet/v1/recharge/${id}/confirm-transfer`, `/wallet/v1/recharge/${id}/cancel`]) await expect400(member, { url });
      for (const url of [`/ops/v1/recharge/${id}/approve`, `/ops/v1/withdraw/${id}/start`]) await expect400(ops, { url });
    }
    await expect400(member, { url: '/wallet/v1/recharge/1/cancel', payload: '{' });
    await expect400(ops, { url: '/ops/v1/withdraw/1/start', payload: '{"a":1,}' });
    await expect400(memberZh, { url: '/wallet/v1/recharge/0/cancel' });
    await expect400(opsZh, { url: '/ops/v1/withdraw/1e20/start' });
    expect(await snapshot()).toEqual(before);
  });

  // ---- operations ----

  it('POST /ops/v1/recharge/pages answers 400 to every malformed filter', async () => {
    const valid = { pageNum: 1, pageSize: 10, status: 'awaitingReview', ...ALL_TIME };
    const page = await checkBodies({
      url: '/ops/v1/recharge/pages',
      callers: [ops, opsZh],
      valid,
      optional: ['status', 'from', 'to'],
      accepted: [{ ...valid, pageNum: 123 }, { ...valid, from: 123 }, { ...valid, to: 123 }],
      breakers: [...pageBreakers(valid, OPS_PAGE_SIZES), ...replaceField(valid, 'status', ['5', '', 'bogus', 'AWAITINGREVIEW', 'expired', 2])],
    });
    expect(page).toMatchObject({ total_record: expect.any(Number) });
  });

  it('POST /ops/v1/recharge/{id}/reject answers 400 to every malformed body and id, and changes no order', async () => {
    const id = await rechargeOrder('awaitingReview');
    const valid = { reason: 'The amount on the voucher does not match' };
    const rejected = await checkBodies({
      url: `/ops/v1/recharge/${id}/reject`,
      callers: [ops, opsZh],
      valid,
      withId: (bad) => `/ops/v1/recharge/${bad}/reject`,
      breakers: replaceField(valid, 'reason', ['', '   ', '\n\t', 'x'.repeat(201), 'x'.repeat(501), huge]),
    });
    expect(rejected).toMatchObject({ id, state: 'awaitingProof', reason: valid.reason });
  });

  it('POST /ops/v1/recharge/{id}/approve answers 400 to bad keys and ids, and credits nothing', async () => {
    const id = await rechargeOrder('awaitingReview');
    const before = await snapshot();
    for (const key of BAD_KEYS) await expect400(ops, { url: `/ops/v1/recharge/${id}/approve`, key });
    for (const bad of BAD_PATH_IDS) await expect400(ops, { url: `/ops/v1/recharge/${bad}/approve` });
    await expect400(ops, { url: `/ops/v1/recharge/${id}/approve`, payload: '{' });
    await expect400(opsZh, { url: `/ops/v1/recharge/${id}/approve`, key: null });
    await expect400(opsZh, { url: `/ops/v1/recharge/${id}/approve`, key: 'k'.repeat(256) });
    expect(await snapshot()).toEqual(before);
    expect(await expectOk(ops, { url: `/ops/v1/recharge/${id}/approve`, key: 'k'.repeat(255) })).toMatchObject({ id, state: 'done' });
  });

  it('POST /ops/v1/withdraw/pages answers 400 to every malformed filter', async () => {
    const valid = { pageNum: 1, pageSize: 10, status: 'paying' };
    const page = await checkBodies({
      url: '/ops/v1/withdraw/pages',
      callers: [ops, opsZh],
      valid,
      optional: ['status'],
      accepted: [{ ...valid, pageNum: 123 }],
      breakers: [
        ...replaceField(valid, 'pageNum', [0, -1, 100_001, 1.5, '1', 1e20]),
        ...replaceField(valid, 'pageSize', OPS_PAGE_SIZES),
        ...replaceField(valid, 'status', ['4', '-1', 'bogus', 'PAID', ' 1', 'x'.repeat(21), 1]),
      ],
    });
    expect(page).toMatchObject({ total_record: expect.any(Number) });
  });

  it('POST /ops/v1/withdraw/{id}/paid answers 400 to every malformed body, key and id, and settles nothing', async () => {
    const id = await withdrawal(true);
    const valid = { bankReference: 'BK20261122001' };
    const paid = await checkBodies({
      url: `/ops/v1/withdraw/${id}/paid`,
      callers: [ops, opsZh],
      valid,
      money: true,
      withId: (bad) => `/ops/v1/withdraw/${bad}/paid`,
      breakers: replaceField(valid, 'bankReference', ['BK 2026 1122', 'BK2026\u00a01122', 'BK2026\n1122', '', '   ', 'abc', 'x'.repeat(41), 'x'.repeat(101), huge, '银行流水号123456', '=1+2-3456']),
    });
    expect(paid).toMatchObject({ id, state: 'paid', bankReference: valid.bankReference });
  });

  it('POST /ops/v1/withdraw/{id}/fail answers 400 to every malformed body, key and id, and releases nothing', async () => {
    const id = await withdrawal(true);
    const valid = { reason: 'The card is closed' };
    const failed = await checkBodies({
      url: `/ops/v1/withdraw/${id}/fail`,
      callers: [ops, opsZh],
      valid,
      money: true,
      withId: (bad) => `/ops/v1/withdraw/${bad}/fail`,
      breakers: replaceField(valid, 'reason', ['', '   ', '\n\t', 'x'.repeat(201), 'x'.repeat(501), huge]),
    });
    expect(failed).toMatchObject({ id, state: 'failed', reason: valid.reason });
  });

  it('operations GET routes answer 400 to bad ids and export ranges and change nothing', async () => {
    const before = await snapshot();
    const urls: string[] = [];
    for (const id of BAD_PATH_IDS) urls.push(`/ops/v1/recharge/${id}`, `/ops/v1/withdraw/${id}`);
    for (const name of ['transfers', 'recharges', 'withdrawals']) {
      for (const bound of ['from', 'to']) {
        for (const value of ['', '-1', '1e20', 'abc', '1.5', '%00', '99999999999999999', '9999999999999999', '8640000000000001', '8640000000000000', '253402300800000', '0x10', '１']) {
          urls.push(`/ops/v1/ledger/export/${name}.csv?${bound}=${value}`);
        }
        urls.push(`/ops/v1/ledger/export/${name}.csv?${bound}=1&${bound}=2`);
      }
    }
    for (const url of urls) await expect400(ops, { method: 'GET', url });
    for (const url of ['/ops/v1/recharge/0', '/ops/v1/withdraw/1e20', '/ops/v1/ledger/export/transfers.csv?from=-1']) await expect400(opsZh, { method: 'GET', url });
    expect(await snapshot()).toEqual(before);
    const csv = await send(ops, { method: 'GET', url: '/ops/v1/ledger/export/transfers.csv?from=0&to=4102444800000' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });
});
