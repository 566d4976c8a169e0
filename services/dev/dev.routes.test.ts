/**
 * Who reaches the development aids (issue 11): loopback clients (by the socket address, or the client a trusted
 * gateway names) and signed-in operations staff; a remote client gets 403, whatever X-Forwarded-For it sends
 * itself; PORTAL_DEV_AIDS=0 and production remove the routes. And the start-up notice that says so.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServicesApp } from '../app';
import { parseServicesConfig } from '../config';
import { adjustableClock, manualClock } from '../lib/clock';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, parse, testConfig, useServicesApp } from '../testing/harness';
import { participant } from '../testing/requirements';
import { devAidsNotice, isLoopbackAddress } from '.';

type Outbox = Array<{ id: number; recipient: string; body: string }>;
const REMOTE = '203.0.113.7';
const REFUSED = {
  code: 403,
  msg: 'The development aids (outbox, captcha answers, clock) answer only on this machine (loopback) or to signed-in operations staff',
  data: null,
};

describeEachDatabase('development aids: who may use them', (database) => {
  const h = useServicesApp(database);
  const clock = adjustableClock(manualClock());
  let withClock: FastifyInstance | undefined;
  beforeAll(async () => {
    withClock = buildServicesApp({ db: database().db, config: testConfig(), clock });
    await withClock.ready();
  });
  afterAll(async () => {
    await withClock?.close();
  });

  /** A GET or POST from a given socket address, optionally with headers (X-Forwarded-For, a token). */
  async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, remoteAddress: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ method, url, remoteAddress, headers: { 'accept-language': 'en', ...headers }, ...(method === 'POST' ? { payload: { ms: 60_000 } } : {}) });
    return { status: res.statusCode, body: parse<unknown>(res) };
  }
  async function captchaId(): Promise<string> {
    return parse<{ id: string }>(await h.app.inject({ method: 'GET', url: '/member/v2/captcha', headers: { 'x-forwarded-for': '198.51.100.1' } })).data.id;
  }

  it('answers clients on this machine: IPv4 and IPv6 loopback, and a local client named by the gateway', async () => {
    const id = await captchaId();
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await call(h.app, 'GET', '/dev/outbox', address)).status, address).toBe(200);
      expect((await call(h.app, 'GET', `/dev/captcha/${id}`, address)).body, address).toMatchObject({ code: 200, data: { text: expect.any(String) } });
    }
    // the gateway (loopback socket) forwarding a client that is itself on this machine
    expect((await call(h.app, 'GET', '/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    const before = clock.offsetMs();
    expect((await call(withClock!, 'POST', '/dev/clock/advance', '127.0.0.1')).body).toMatchObject({ code: 200, data: { offsetMs: before + 60_000 } });
  });

  it('refuses any other client with 403: directly, through the gateway, and when it claims loopback itself', async () => {
    const id = await captchaId();
    const attempts: Array<[string, Record<string, string>]> = [
      [REMOTE, {}],
      ['10.1.2.3', {}],
      ['2001:db8::5', {}],
      // its own X-Forwarded-For is not believed: the socket is no gateway
      [REMOTE, { 'x-forwarded-for': '127.0.0.1' }],
      [REMOTE, { 'x-forwarded-for': '::1, 127.0.0.1' }],
      // through the gateway: the socket is loopback, and the gateway names the remote client
      ['127.0.0.1', { 'x-forwarded-for': REMOTE }],
      ['127.0.0.1', { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` }],
    ];
    for (const [address, headers] of attempts) {
      const label = `${address} ${JSON.stringify(headers)}`;
      const outbox = await call(h.app, 'GET', '/dev/outbox', address, headers);
      expect(outbox.status, label).toBe(403);
      expect(outbox.body, label).toEqual(REFUSED);
      expect((await call(h.app, 'GET', `/dev/captcha/${id}`, address, headers)).body, label).toEqual(REFUSED);
      // refused before the parameters are looked at
      expect((await call(h.app, 'GET', '/dev/captcha/a%00b', address, headers)).status, label).toBe(403);
    }
    const before = clock.offsetMs();
    expect((await call(withClock!, 'POST', '/dev/clock/advance', REMOTE)).body).toEqual(REFUSED);
    expect((await call(withClock!, 'POST', '/dev/clock/advance', '127.0.0.1', { 'x-forwarded-for': REMOTE })).status).toBe(403);
    expect(clock.offsetMs()).toBe(before);
    // in Chinese too
    const zh = await h.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: REMOTE });
    expect(parse(zh).msg).toBe('开发辅助功能（发件箱、验证码答案、时钟）只对本机（loopback）访问或已登录的运营人员开放');
  });

  it('answers signed-in operations staff from anywhere, but not other members', async () => {
    const ops = h.client({ lang: 'en' });
    expect((await ops.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    const opsAuth = { authorization: `Bearer ${ops.state.token}` };
    const remoteOps = await call(h.app, 'GET', '/dev/outbox', REMOTE, opsAuth);
    expect(remoteOps.body).toMatchObject({ code: 200, data: expect.any(Array) });
    expect((await call(h.app, 'GET', '/dev/outbox', '127.0.0.1', { ...opsAuth, 'x-forwarded-for': REMOTE })).status).toBe(200);
    expect((await call(withClock!, 'POST', '/dev/clock/advance', REMOTE, opsAuth)).status).toBe(200);

    const member = h.client({ lang: 'en' });
    const phone = freshPhone();
    expect((await member.signupPhone(phone)).body.code).toBe(200);
    expect((await member.signin(phone)).body.code).toBe(200);
    const memberAuth = { authorization: `Bearer ${member.state.token}` };
    expect((await call(h.app, 'GET', '/dev/outbox', REMOTE, memberAuth)).body).toEqual(REFUSED);
    expect((await call(h.app, 'GET', '/dev/outbox', '127.0.0.1', { ...memberAuth, 'x-forwarded-for': REMOTE })).body).toEqual(REFUSED);
    // a member on this machine may, as anyone there may
    const local = await call(h.app, 'GET', '/dev/outbox', '127.0.0.1', memberAuth);
    expect((local.body as { data: Outbox }).data.some((m) => m.recipient === phone)).toBe(true);
    // a token that does not verify is no operations staff
    expect((await call(h.app, 'GET', '/dev/outbox', REMOTE, { authorization: 'Bearer not-a-token' })).status).toBe(403);
  });

  it("ends one contact's code minute for the browser suite, and no other contact's, only for whom the aids answer", async () => {
    const member = h.client({ lang: 'en' });
    const [phone, other] = [freshPhone(), freshPhone()];
    for (const contact of [phone, other]) expect((await member.sendSmsCode(contact)).body.code).toBe(200);
    expect((await member.sendSmsCode(phone)).body.code).toBe(601);
    const end = (remoteAddress: string, identifier: string) =>
      h.app.inject({ method: 'POST', url: '/dev/code-minute/end', remoteAddress, headers: { 'accept-language': 'en' }, payload: { identifier } });
    expect(parse(await end(REMOTE, phone))).toEqual(REFUSED);
    expect((await member.sendSmsCode(phone)).body.code).toBe(601);
    const ended = await end('127.0.0.1', phone);
    expect(ended.statusCode).toBe(200);
    expect(parse(ended)).toMatchObject({ code: 200, data: null });
    expect((await member.sendSmsCode(phone)).body.code).toBe(200);
    // the next code starts a minute of its own, and the other contact's minute still runs
    expect((await member.sendSmsCode(phone)).body.code).toBe(601);
    expect((await member.sendSmsCode(other)).body.code).toBe(601);
    expect((await end('127.0.0.1', '')).statusCode).toBe(400);
  });

  it('hands the browser suite the lifecycle steps that its requests through the gateway caused, per client and once', async () => {
    const c = await participant(h);
    const viaGateway = { 'x-portal-via': 'gateway' };
    const walks = async (client: string, address = '127.0.0.1') => call(h.app, 'GET', `/dev/machine-walks?client=${client}`, address);

    const drafted = await c.post<{ id: number }>('/requ/v1/owner/modify', { title: 'Drafted in the browser' }, viaGateway);
    expect(drafted.body.code).toBe(200);
    // refused (an incomplete draft): rolled back, so not a step anyone took
    expect((await c.post('/requ/v1/owner/submit', { id: drafted.body.data.id, agreed: true }, viaGateway)).body.code).toBe(400);
    // prepared straight through the services, as a test's set-up does: not a person's step in the browser
    expect((await c.post('/requ/v1/owner/modify', { title: 'Prepared through the API' })).body.code).toBe(200);

    const first = await walks(c.state.ip);
    expect(first.status).toBe(200);
    const steps = (first.body as { data: Array<{ machine: string; entity: string; event: string; from: string | null; to: string }> }).data;
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]).toEqual({ machine: expect.any(String), entity: expect.stringMatching(new RegExp(`:${drafted.body.data.id}$`)), event: 'entity.create', from: null, to: 'draft' });
    expect(steps.every((step) => step.entity === steps[0].entity)).toBe(true);
    // handed out once; another client's are its own
    expect((await walks(c.state.ip)).body).toMatchObject({ code: 200, data: [] });
    expect((await walks('127.200.0.1')).body).toMatchObject({ code: 200, data: [] });
    // a development aid like the others: nobody else's to read
    expect((await walks(c.state.ip, REMOTE)).body).toEqual(REFUSED);
  });

  it('believes only the configured gateways about who the client is', async () => {
    const config = testConfig({ trustedGateways: ['10.0.0.0/24'] });
    const app = buildServicesApp({ db: database().db, config, clock: manualClock() });
    try {
      await app.ready();
      expect((await call(app, 'GET', '/dev/outbox', '10.0.0.2', { 'x-forwarded-for': REMOTE })).status).toBe(403);
      expect((await call(app, 'GET', '/dev/outbox', '10.0.0.2', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
      expect((await call(app, 'GET', '/dev/outbox', '10.0.1.2', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
      // loopback is no gateway then: a local process cannot name a client either, and is itself local
      expect((await call(app, 'GET', '/dev/outbox', '127.0.0.1')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('has no aids at all with PORTAL_DEV_AIDS=0, not even for loopback', async () => {
    const config = { ...testConfig(), ...parseServicesConfig({ NODE_ENV: 'test', PORTAL_DEV_AIDS: '0' }), dataDir: testConfig().dataDir };
    expect(config.devAids).toBe(false);
    const app = buildServicesApp({ db: database().db, config, clock: adjustableClock(manualClock()) });
    try {
      await app.ready();
      for (const [method, url] of [['GET', '/dev/outbox'], ['GET', '/dev/captcha/x'], ['POST', '/dev/clock/advance']] as const) {
        expect((await call(app, method, url, '127.0.0.1')).status, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.1.2.3', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['::2', false],
    ['1::1', false],
    ['::ffff:10.0.0.1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('the start-up notice', () => {
  const config = (env: Record<string, string>) => parseServicesConfig({ NODE_ENV: 'development', ...env });

  it('says which aids are on, who can reach them and how to turn them off', () => {
    const lines = devAidsNotice(config({}), { webUrl: 'http://localhost:3000' }).join('\n');
    expect(lines).toContain('Development aids: ON: the outbox of every SMS, e-mail and bank deposit line (GET /dev/outbox, page http://localhost:3000/dev/outbox)');
    expect(lines).not.toContain('/dev/captcha');
    expect(lines).toContain('Who can reach them: clients on this machine (loopback) and signed-in operations staff; anyone else gets 403.');
    expect(lines).toContain('Turn them off: PORTAL_DEV_AIDS=0 (or NODE_ENV=production).');
    expect(lines).toContain('the demo operations account (ops@portal.local) has a public password');
    expect(lines).not.toContain('TRUST_PROXY');
  });

  it('names the test hooks, a trusted proxy and configured gateways when they are set', () => {
    const lines = devAidsNotice(config({ PORTAL_TEST_HOOKS: '1', TRUSTED_GATEWAYS: '10.0.0.0/24' }), { trustProxy: 1 }).join('\n');
    expect(lines).toContain(
      "captcha answers (GET /dev/captcha/{id}); ending a contact's code minute (POST /dev/code-minute/end); the services' clock (POST /dev/clock/advance); the lifecycle steps each client caused through the gateway (GET /dev/machine-walks).",
    );
    expect(lines).toContain('captcha answers, code minutes, the clock and the steps: leave PORTAL_TEST_HOOKS unset');
    expect(lines).toContain('TRUST_PROXY=1: the client address comes from X-Forwarded-For');
    expect(lines).toContain('TRUSTED_GATEWAYS (10.0.0.0/24)');
  });

  it('says when they are off, and why', () => {
    expect(devAidsNotice(config({ PORTAL_DEV_AIDS: '0' }))).toEqual(['Development aids: off (PORTAL_DEV_AIDS=0); /dev/* answers 404.']);
    expect(devAidsNotice(parseServicesConfig({ NODE_ENV: 'production' }))).toEqual(['Development aids: off (NODE_ENV=production); /dev/* answers 404.']);
  });
});
