import { describe, expect, it } from 'vitest';
import { codeTables } from '../../machines/codes';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { buildRouterTree } from './routers.routes';

type Industry = { id: number; name: string; cnName: string; children: Industry[] };

describeEachDatabase('reference data, menus and development aids', (database) => {
  const h = useServicesApp(database);

  it('lists at least 80 countries with area codes, flags, letter groups and localized display text', async () => {
    const zh = await h.client().get<Array<Record<string, string>>>('/pass/countryList');
    expect(zh.body.code).toBe(200);
    expect(zh.body.data.length).toBeGreaterThanOrEqual(80);
    const china = zh.body.data.find((c) => c.area_code === '86')!;
    expect(china).toEqual({ label: 'C', flag: '🇨🇳', area_code: '86', en_name: 'China', zh_name: '中国', Content: '+86 中国' });
    const en = await h.client({ lang: 'en' }).get<Array<Record<string, string>>>('/pass/countryList');
    expect(en.body.data.find((c) => c.area_code === '86')!.Content).toBe('+86 China');
    for (const c of en.body.data) expect(c.label).toBe(c.en_name[0]);
  });

  it('serves the industry tree, its top level, and one industry', async () => {
    const c = h.client();
    const top = await c.get<Industry[]>('/member/v2/get/industry/infos');
    expect(top.body.data.length).toBeGreaterThanOrEqual(10);
    expect(top.body.data.every((i) => i.children.length === 0 && i.name && i.cnName)).toBe(true);
    const tree = await c.get<Industry[]>('/member/v2/get/industry/infos-belongto');
    expect(tree.body.data.map((i) => i.id)).toEqual(top.body.data.map((i) => i.id));
    for (const industry of tree.body.data) {
      expect(industry.children.length).toBeGreaterThanOrEqual(3);
      expect(industry.children.length).toBeLessThanOrEqual(6);
    }
    const one = await c.get<Industry>(`/member/v2/get/industry/info?industryId=${tree.body.data[0].id}`);
    expect(one.body.data).toEqual(tree.body.data[0]);
    const unknown = await c.get('/member/v2/get/industry/info?industryId=999999');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: '行业不存在', data: null });
    expect((await c.get('/member/v2/get/industry/info?industryId=abc')).res.statusCode).toBe(400);
    expect((await c.get('/member/v2/get/industry/info')).res.statusCode).toBe(400);
  });

  it('serves request categories and dictionaries from the code tables', async () => {
    const c = h.client();
    const cates = await c.get<Array<{ id: number; industryName: string; industryNameEn: string }>>('/requ/v1/cate/list');
    expect(cates.body.data.length).toBeGreaterThan(0);
    expect(cates.body.data[0]).toEqual({ id: 1, industryName: '技术研发', industryNameEn: 'Technology Research' });
    for (const [type, entries] of Object.entries(codeTables)) {
      const byQuery = await c.get<Array<{ dictValue: string; dictLabel: string; dictLabelEn: string }>>(`/dict/data?dict_type=${type}`);
      const byPath = await c.get(`/system/dict/data/type/${type}`);
      expect(byQuery.body.data).toEqual(byPath.body.data);
      expect(byQuery.body.data.map((d) => [d.dictValue, d.dictLabel, d.dictLabelEn])).toEqual(entries.map((e) => [e.value, e.zh, e.en]));
    }
    expect((await c.get('/dict/data?dict_type=no_such_type')).body).toMatchObject({ code: 200, data: [] });
    expect((await c.get('/dict/data')).res.statusCode).toBe(400);
    expect((await c.get('/system/dict/data/type/DROP%20TABLE')).res.statusCode).toBe(400);
  });

  it('shows the state-chart menu to everyone outside production', async () => {
    const anonymous = await h.client().get<Array<{ path: string; meta: { title: string; roles: string[] } }>>('/getRouters');
    expect(anonymous.body.data).toEqual([expect.objectContaining({ path: '/statecharts', meta: expect.objectContaining({ title: 'menu.statecharts', roles: [] }) })]);
  });

  it('lists the outbox newest first and answers captcha texts with the test hooks', async () => {
    const c = h.client();
    const { id, text } = await c.captcha();
    expect(text).toMatch(/^\S{4}$/);
    // the aids answer loopback clients (services/dev/dev.routes.test.ts has who else)
    const local = h.client({ ip: '127.0.0.1' });
    expect((await local.get('/dev/captcha/no-such-id')).res.statusCode).toBe(404);
    // A NUL byte cannot reach the database (PostgreSQL text refuses it): a 400, not a 500.
    expect((await local.get('/dev/captcha/a%00b')).res.statusCode).toBe(400);
    // Reading the answer did not consume the captcha.
    expect((await local.get(`/dev/captcha/${id}`)).body.data).toEqual({ text });
    await c.sendSmsCode('86-13911112222');
    h.clock.advance(1000);
    await c.sendEmailCode('outbox@example.com');
    const outbox = await h.outbox();
    expect(outbox[0]).toMatchObject({ channel: 'email', recipient: 'outbox@example.com', subject: '创新平台验证码' });
    expect(outbox[1]).toMatchObject({ channel: 'sms', recipient: '86-13911112222', subject: null });
    expect(new Date(outbox[0].createdAt).getTime()).toBeGreaterThan(new Date(outbox[1].createdAt).getTime());
  });

  it('serves its OpenAPI document with every contract path', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/member/v2/captcha',
      '/member/v3/send/sms/verify-code',
      '/member/v2/send/email/verify-code',
      '/member/v3/verify/verify-code',
      '/member/v3/signup/phone',
      '/member/v3/signup/email',
      '/member/v2/signin',
      '/member/v2/token/refresh',
      '/member/v2/member',
      '/member/v2/signout',
      '/member/v2/modify/language',
      '/member/v3/forget/login-password/sms',
      '/member/v3/forget/login-password/email',
      '/pass/countryList',
      '/member/v2/get/industry/infos',
      '/member/v2/get/industry/infos-belongto',
      '/member/v2/get/industry/info',
      '/requ/v1/cate/list',
      '/dict/data',
      '/system/dict/data/type/{type}',
      '/getRouters',
      '/dev/outbox',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describeEachDatabase('in production', (database) => {
  const h = useServicesApp(database, { config: { nodeEnv: 'production', production: true, testHooks: false } });

  it('has no development aids', async () => {
    const c = h.client();
    expect((await c.get('/dev/outbox')).body).toEqual({ code: 404, msg: '资源不存在', data: null });
    const { body } = await c.get<{ id: string }>('/member/v2/captcha');
    expect((await c.get(`/dev/captcha/${body.data.id}`)).res.statusCode).toBe(404);
  });

  it('shows the state-chart menu only to operations and product owners (and admins)', async () => {
    const paths = async (identifier?: string, password?: string) => {
      const c = h.client();
      if (identifier) expect((await c.signin(identifier, password)).body.code).toBe(200);
      const res = await c.get<Array<{ path: string; meta: { roles: string[] } }>>('/getRouters');
      return res.body.data;
    };
    expect(await paths()).toEqual([]);
    expect(await paths('demo@portal.local', 'Demo@2026')).toEqual([]);
    const ops = await paths('ops@portal.local', 'Ops@2026x');
    // The operations area's menu too (services/reference/operations-menu.test.ts).
    expect(ops.map((m) => m.path)).toEqual(['/statecharts', '/operations']);
    expect(ops[0].meta.roles).toEqual(['operations', 'product_owner']);
    expect((await paths('po@portal.local', 'Po@2026xx')).map((m) => m.path)).toEqual(['/statecharts']);
  });
});

describe('buildRouterTree', () => {
  const row = { id: 1, parentId: null, name: 'S', path: '/s', component: null, hidden: false, title: 't', icon: null, link: null, noCache: false, sort: 0 };
  const rows = [
    { ...row, roles: ['operations'], permissions: [], publicOutsideProduction: false },
    { ...row, id: 2, path: '/p', roles: [], permissions: ['statecharts:view'], publicOutsideProduction: false },
    { ...row, id: 3, path: '/child', parentId: 2, roles: [], permissions: [], publicOutsideProduction: false },
  ];
  it('lets admin and the wildcard permission through, and nests children', () => {
    expect(buildRouterTree(rows, { roles: ['admin'], permissions: [] }, true).map((r) => r.path)).toEqual(['/s']);
    const wildcard = buildRouterTree(rows, { roles: [], permissions: ['*:*:*'] }, true);
    expect(wildcard.map((r) => r.path)).toEqual(['/p']);
    expect(wildcard[0].children.map((r) => r.path)).toEqual(['/child']);
    expect(buildRouterTree(rows, { roles: ['member'], permissions: [] }, true)).toEqual([]);
  });
});

describeEachDatabase('the OpenAPI document switched off (OPENAPI_DOCUMENT=0, the production default)', (database) => {
  const h = useServicesApp(database, { config: { openApiDocument: false } });

  it('is not served, while the routes it describes still answer', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
    expect((await h.client().get('/pass/countryList')).body.code).toBe(200);
  });
});
