/**
 * Bad input of any shape to the invitation, hall and market-evaluation routes gets a 400 envelope with a message in
 * the caller's language and changes nothing (DESIGN.md section 6; as services/wallet/wallet-malformed.test.ts): the
 * shapes no JSON route accepts, each field of a well-shaped body removed, mistyped or huge, values that break the
 * rules, and bad path ids. The tables the routes write are compared before and after; then the valid body is sent
 * and succeeds, so the route was live all along.
 */
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { clearHall, evaluatingRequirement, participant } from '../testing/requirements';
import type { WalletMember } from '../testing/wallet-members';

const TABLES = ['hall_members', 'invitations', 'market_evaluations', 'requirements', 'entity_transitions', 'workflow_jobs'];

const huge = 'x'.repeat(10_000);

/** Shapes that no JSON endpoint accepts (as in services/malformed.test.ts); `{}` is listed per route. */
const commonBad: Array<{ payload: string; contentType?: string }> = [
  { payload: '' },
  { payload: 'null' },
  { payload: '[]' },
  { payload: '[{"a":1}]' },
  { payload: '"text"' },
  { payload: '42' },
  { payload: '{' },
  { payload: '{"a":1,}' },
  { payload: 'not json at all', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  // a body over the 64 KiB limit answers 413 on every route (services/http-contract.test.ts)
];

/** Each field removed or replaced by a wrong type, a huge string, a fraction, NUL text. */
function fieldVariants(valid: Record<string, unknown>): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const key of Object.keys(valid)) {
    const { [key]: _removed, ...missing } = valid;
    out.push(missing);
    for (const wrong of [null, 123, true, ['a'], { a: 1 }, huge, 1.5, 'a\u0000b', -1, 2_147_483_648, 2 ** 53]) out.push({ ...valid, [key]: wrong });
  }
  return out;
}

const BAD_PATH_IDS = ['abc', '0', '-1', '1.5', '2147483648', '1e20', '99999999999', '%00', '01', '1%20', '0x10', '%EF%BC%91', '1;2', '%', '%zz', '1'.repeat(200)];

type Lang = 'en' | 'zh';

describeEachDatabase('malformed invitation and evaluation requests', (database) => {
  const h = useServicesApp(database);
  let en: WalletMember;
  let zh: WalletMember;
  let invitationId: number;
  let secondId: number;
  let requirementNo: string;

  beforeAll(async () => {
    await clearHall(h);
    const publisher = await participant(h);
    en = await participant(h, { fields: [101], kinds: ['5'] });
    zh = await participant(h, { fields: [101], kinds: ['5'], lang: 'zh-CN' });
    // the saved language wins over Accept-Language
    await h.db().update(users).set({ localization: 'zh' }).where(eq(users.id, zh.id));
    const { requirement, invitations } = await evaluatingRequirement(h, publisher.id, { quorum: 3 });
    invitationId = invitations.find((i) => i.userId === en.id)!.id;
    secondId = (await evaluatingRequirement(h, publisher.id, { quorum: 3 })).invitations.find((i) => i.userId === en.id)!.id;
    requirementNo = requirement.requirementNo;
  });

  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const result = (await h.db().execute(
        sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`),
      )) as unknown as { rows: Array<{ n: number; digest: string }> };
      out[table] = `${result.rows[0].n}:${result.rows[0].digest}`;
    }
    return out;
  }

  async function send(m: WalletMember, lang: Lang, method: 'GET' | 'POST', url: string, payload?: string, contentType?: string) {
    const headers: Record<string, string> = {
      'x-forwarded-for': m.state.ip,
      'accept-language': lang === 'zh' ? 'zh-CN' : 'en-US',
      authorization: `Bearer ${m.state.token}`,
    };
    if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';
    return h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  async function expect400(m: WalletMember, lang: Lang, method: 'GET' | 'POST', url: string, payload?: string, contentType?: string) {
    const res = await send(m, lang, method, url, payload, contentType);
    const label = `${lang} ${method} ${url.slice(0, 80)} ${payload?.slice(0, 100) ?? ''} (${contentType ?? 'json'}) → ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBe(400);
    const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
    // no data, or only a machine-readable cause for the app: never a partial result
    expect(body, label).toEqual({ code: 400, msg: expect.any(String), data: body.data === null ? null : expect.objectContaining({ reason: expect.any(String) }) });
    expect(body.msg.trim(), label).not.toBe('');
    expect(body.msg, label).not.toMatch(/\{\w+\}/);
    if (lang === 'zh') expect(body.msg, label).toMatch(/[\u4e00-\u9fff]/);
    else expect(body.msg, label).not.toMatch(/[\u4e00-\u9fff]/);
  }

  type Case = {
    url: string;
    valid: Record<string, unknown>;
    /** Variants that are well-formed after all (a missing optional field, an id that exists). */
    accepted?: (variant: Record<string, unknown>) => boolean;
    /** `{}` is a well-formed body (every field optional). */
    emptyOk?: boolean;
    breakers: Array<Record<string, unknown>>;
  };

  async function checkBodies(c: Case, caller = en) {
    const before = await snapshot();
    for (const bad of commonBad) await expect400(caller, 'en', 'POST', c.url, bad.payload, bad.contentType);
    if (!c.emptyOk) await expect400(caller, 'en', 'POST', c.url, '{}');
    const variants = fieldVariants(c.valid).filter((v) => !c.accepted?.(v));
    for (const variant of variants) await expect400(caller, 'en', 'POST', c.url, JSON.stringify(variant));
    for (const breaker of c.breakers) await expect400(caller, 'en', 'POST', c.url, JSON.stringify(breaker));
    // the same refusals in Chinese
    await expect400(zh, 'zh', 'POST', c.url, '{');
    await expect400(zh, 'zh', 'POST', c.url, JSON.stringify(variants[0]));
    if (c.breakers[0]) await expect400(zh, 'zh', 'POST', c.url, JSON.stringify(c.breakers[0]));
    expect(await snapshot()).toEqual(before);
    const res = await send(caller, 'en', 'POST', c.url, JSON.stringify(c.valid));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return JSON.parse(res.body) as { code: number; data: unknown };
  }

  it('joining the hall', async () => {
    const answer = await checkBodies({
      url: '/requ/v1/pro-hall/join',
      valid: { kinds: ['5', '1'], industryIds: [101] },
      breakers: [
        { kinds: [], industryIds: [101] },
        { kinds: ['0'], industryIds: [101] },
        { kinds: ['5 '], industryIds: [101] },
        { kinds: Array(11).fill('5'), industryIds: [101] },
        { kinds: ['5'], industryIds: [] },
        { kinds: ['5'], industryIds: [1, 2, 3, 4, 5, 6, 7] },
        { kinds: ['5'], industryIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        { kinds: ['5'], industryIds: [0] },
        { kinds: ['5'], industryIds: [999_999] },
        { kinds: ['5'], industryIds: ['1'] },
        { kinds: ['5'], industryIds: [1.5] },
        { kinds: ['5'], industryIds: [2_147_483_648] },
      ],
    });
    expect(answer.data).toMatchObject({ kinds: ['1', '5'], industryIds: [101] });
  });

  it('handling an invitation', async () => {
    const answer = await checkBodies({
      url: '/requ/v1/invitation/handle',
      valid: { id: invitationId, accept: true },
      // 123 is an id (404, not a shape error); true is an answer
      accepted: (v) => v.id === 123 || JSON.stringify(v) === JSON.stringify({ id: invitationId, accept: true }),
      breakers: [{ id: 0, accept: true }, { id: invitationId, accept: 'true' }, { id: String(invitationId), accept: true }, { id: invitationId, accept: 1 }],
    });
    expect(answer.data).toMatchObject({ id: invitationId, status: 1 });
  });

  it('submitting a market evaluation', async () => {
    const answer = await checkBodies({
      url: '/requ/v1/market/evaluate/submit',
      valid: { id: invitationId, marketSize: '100-500' },
      accepted: (v) => v.id === 123,
      breakers: [
        { id: invitationId, marketSize: '' },
        { id: invitationId, marketSize: '0-500' },
        { id: invitationId, marketSize: ' 0-50' },
        { id: invitationId, marketSize: '1000' },
        { id: invitationId, marketSize: '0-50万' },
        { id: 0, marketSize: '0-50' },
        // a pending invitation (not accepted): the engine's refusal, nothing stored
        { id: secondId, marketSize: '0-50' },
      ],
    });
    expect(answer.data).toMatchObject({ id: invitationId, status: 2, marketSize: '100-500' });
  });

  it('listing invitations', async () => {
    const answer = await checkBodies({
      url: '/requ/v1/invitation/pages',
      valid: { pageNum: 1, pageSize: 10, cate: 1, states: [0, 2] },
      accepted: (v) => !('cate' in v) || !('states' in v) || v.cate === null || v.states === null || v.pageNum === 123,
      breakers: [
        { pageNum: 0, pageSize: 10 },
        { pageNum: 100_001, pageSize: 10 },
        { pageNum: 1, pageSize: 30 },
        { pageNum: 1, pageSize: 0 },
        { pageNum: 1, pageSize: 10, cate: 0 },
        { pageNum: 1, pageSize: 10, cate: 10 },
        { pageNum: 1, pageSize: 10, states: [4] },
        { pageNum: 1, pageSize: 10, states: [-2] },
        { pageNum: 1, pageSize: 10, states: ['0'] },
        { pageNum: 1, pageSize: 10, states: [0, 0, 0, 0, 0, 0] },
      ],
    });
    expect(answer.data).toMatchObject({ total_record: 2 });
  });

  it('grouping invitations by kind', async () => {
    const answer = await checkBodies({
      url: '/requ/v1/invitation/cate-group',
      valid: { states: [0, 1, 2] },
      emptyOk: true,
      accepted: (v) => !('states' in v) || v.states === null,
      breakers: [{ states: [4] }, { states: [0.5] }, { states: '0' }, { states: [[0]] }],
    });
    expect(answer.data).toEqual([
      { cate: 1, state: 0, count: 1 },
      { cate: 1, state: 2, count: 1 },
    ]);
  });

  it('the bar graph', async () => {
    const answer = await checkBodies(
      {
        url: '/requ/v1/market/evaluate/bar-graph',
        valid: { requriementNo: requirementNo },
        // a number that names no requirement is well-formed: 404, tested in evaluation.test.ts
        accepted: () => false,
        breakers: [{ requirementNo }, { requriementNo: 'RQ'.repeat(21) }],
      },
      en,
    );
    expect(answer.data).toMatchObject({ requirementNo, total: 1 });
  });

  it('an invitation by path id', async () => {
    const before = await snapshot();
    for (const id of BAD_PATH_IDS) await expect400(en, 'en', 'GET', `/requ/v1/invitation/detail/${id}`);
    await expect400(zh, 'zh', 'GET', '/requ/v1/invitation/detail/abc');
    expect(await snapshot()).toEqual(before);
    expect((await en.get(`/requ/v1/invitation/detail/${invitationId}`)).body.code).toBe(200);
  });
});
