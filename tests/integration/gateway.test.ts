import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneIdentifier } from '../../machines/rules/identifier';
import { ruleMessages } from '../../machines/rules/messages';
import { createGateway, type Gateway } from '../../gateway/yoga';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

// The gateway in-process (yoga.fetch) in front of the real services on a random port (PGlite in memory).
// Each test uses its own client IP so that the services' per-IP rate limits never couple tests.

let stack: RunningStack;
let ipCounter = 10;
const nextIp = () => `203.0.113.${ipCounter++}`;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

function serviceErrorOf(answer: GraphQLAnswer) {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error.extensions?.code).toBe('SERVICE_ERROR');
  return { message: error.message, status: error.extensions?.status, retryAfter: error.extensions?.retryAfter };
}

async function solvedCaptcha(clientIp: string): Promise<{ captchaId: string; captchaCode: string }> {
  const answer = await stack.graphql<{ captcha: { id: string } }>('{ captcha { id } }', { clientIp });
  const captchaId = answer.data!.captcha.id;
  const { text } = await stack.services<{ text: string }>(`/dev/captcha/${encodeURIComponent(captchaId)}`);
  return { captchaId, captchaCode: text };
}

async function sendSignupSms(areaCode: string, phone: string, clientIp: string): Promise<GraphQLAnswer> {
  const captcha = await solvedCaptcha(clientIp);
  return stack.graphql(
    `mutation Send($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }`,
    { variables: { input: { areaCode, phone, smsType: 1, ...captcha } }, clientIp },
  );
}

async function latestCodeFor(recipientPart: string): Promise<string> {
  const outbox = await stack.services<Array<{ recipient: string; body: string; channel: string }>>('/dev/outbox');
  const message = outbox.find((entry) => entry.recipient.includes(recipientPart));
  expect(message, `no outbox message for ${recipientPart}`).toBeDefined();
  const code = /\d{6}/.exec(message!.body)?.[0];
  expect(code).toBeDefined();
  return code!;
}

describe('reference data', () => {
  it('captcha: an id and an SVG data URL', async () => {
    const answer = await stack.graphql<{ captcha: { id: string; image: string } }>('{ captcha { id image } }', { clientIp: nextIp() });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.captcha.id).toMatch(/\S+/);
    expect(answer.data!.captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('countries: REST names mapped to the schema, content in the caller language', async () => {
    const query = '{ countries { label flag areaCode enName zhName content } }';
    const zh = await stack.graphql<{ countries: Array<Record<string, string>> }>(query);
    const china = zh.data!.countries.find((country) => country.areaCode === '86');
    expect(china).toMatchObject({ enName: 'China', zhName: '中国', content: '+86 中国', label: 'C' });
    expect(china!.flag).not.toBe('');
    const en = await stack.graphql<{ countries: Array<Record<string, string>> }>(query, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.data!.countries.find((country) => country.areaCode === '86')!.content).toBe('+86 China');
  });

  it('keeps public reference answers for a minute per language, and never caches the member or captchas', async () => {
    const countryCalls = () => stack.servicesLog.filter((r) => r.url.startsWith('/pass/countryList')).length;
    const captchaCalls = () => stack.servicesLog.filter((r) => r.url.startsWith('/member/v2/captcha')).length;
    const query = '{ dictData(type: "invite_status") { dictValue } countries { areaCode content } }';
    stack.servicesLog.length = 0;
    await stack.graphql(query, { headers: { 'accept-language': 'fr' } });
    await stack.graphql(query, { headers: { 'accept-language': 'fr' } });
    expect(countryCalls()).toBe(1);
    const en = await stack.graphql<{ countries: Array<{ areaCode: string; content: string }> }>(query, { headers: { 'accept-language': 'en' } });
    expect(countryCalls()).toBe(2);
    expect(en.data!.countries.find((c) => c.areaCode === '86')!.content).toBe('+86 China');
    await stack.graphql('{ captcha { id } }');
    await stack.graphql('{ captcha { id } }');
    expect(captchaCalls()).toBe(2);
  });

  it('industries, industryTree and industry(id), with unknown ids as null', async () => {
    const answer = await stack.graphql<{
      industries: Array<{ id: string; name: string; cnName: string; children: unknown[] }>;
      industryTree: Array<{ id: string; children: Array<{ id: string; name: string; cnName: string }> }>;
      one: { id: string; name: string; children: Array<{ id: string }> } | null;
      sub: { id: string; cnName: string } | null;
      unknown: { id: string } | null;
    }>(`{
      industries { id name cnName children { id } }
      industryTree { id children { id name cnName } }
      one: industry(id: "1") { id name children { id } }
      sub: industry(id: "102") { id cnName }
      unknown: industry(id: "999999") { id }
    }`);
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.industries.length).toBeGreaterThan(1);
    expect(data.industries[0]).toMatchObject({ id: '1', name: 'Information Technology', cnName: '信息技术' });
    expect(data.industryTree.find((top) => top.id === '1')!.children.map((child) => child.id)).toContain('102');
    expect(data.one).toMatchObject({ id: '1', name: 'Information Technology' });
    expect(data.one!.children.length).toBeGreaterThan(0);
    expect(data.sub).toEqual({ id: '102', cnName: '人工智能' });
    expect(data.unknown).toBeNull();
  });

  it('industry(id) lookups in one request are batched into one REST call', async () => {
    stack.servicesLog.length = 0;
    const answer = await stack.graphql<Record<string, { id: string } | null>>(
      '{ a: industry(id: "1") { id } b: industry(id: "2") { id } c: industry(id: "101") { id } d: industry(id: "1") { id } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(Object.values(answer.data!).map((entry) => entry?.id)).toEqual(['1', '2', '101', '1']);
    expect(stack.servicesLog.map((entry) => entry.url)).toEqual(['/member/v2/get/industry/infos-belongto']);

    stack.servicesLog.length = 0;
    await stack.graphql('{ industry(id: "3") { id } }');
    expect(stack.servicesLog.map((entry) => entry.url)).toEqual(['/member/v2/get/industry/info?industryId=3']);
  });

  it('dictData, requestCategories and routers', async () => {
    const answer = await stack.graphql<{
      dictData: Array<{ dictLabel: string; dictLabelEn: string; dictValue: string }>;
      requestCategories: Array<{ id: string; industryName: string; industryNameEn: string }>;
      routers: Array<{ name: string; hidden: boolean; meta: { title: string } }>;
    }>('{ dictData(type: "main_stage") { dictLabel dictLabelEn dictValue listClass cssClass } requestCategories { id industryName industryNameEn } routers { name path hidden meta { title } children { name } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dictData).toHaveLength(7);
    for (const entry of answer.data!.dictData) {
      expect(entry.dictLabel).not.toBe('');
      expect(entry.dictLabelEn).not.toBe('');
      expect(typeof entry.dictValue).toBe('string');
    }
    expect(answer.data!.requestCategories.length).toBeGreaterThan(0);
    expect(Array.isArray(answer.data!.routers)).toBe(true);
  });

  it('dictData of an unknown type is an empty list or a service error, never an unexpected one', async () => {
    const answer = await stack.graphql<{ dictData: unknown[] }>('{ dictData(type: "no_such_type/../x") { dictValue } }');
    if (answer.errors) expect(answer.errors[0].extensions?.code).toBe('SERVICE_ERROR');
    else expect(answer.data!.dictData).toEqual([]);
  });
});

describe('member flow through GraphQL', () => {
  const phone = '13912345678';
  const password = 'Gate@2026x';
  const identifier = phoneIdentifier('86', phone);

  it('signs up by phone, signs in, reads me, changes language, signs out', async () => {
    const clientIp = nextIp();
    const sent = await sendSignupSms('+86', phone, clientIp);
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ sendSmsCode: true });

    // Asked again at once: 601 with the seconds to wait, carried to the app in the extensions.
    const again = serviceErrorOf(await sendSignupSms('86', phone, clientIp));
    expect(again.status).toBe(601);
    expect(typeof again.retryAfter).toBe('number');

    const code = await latestCodeFor(phone);
    const verified = await stack.graphql<{ verifyCode: string }>(
      'mutation Verify($identifier: String!, $code: String!) { verifyCode(identifier: $identifier, verifyCode: $code) }',
      { variables: { identifier, code }, clientIp },
    );
    expect(verified.errors).toBeUndefined();
    const pcdk = verified.data!.verifyCode;
    expect(pcdk).toMatch(/\S+/);

    const signup = await stack.graphql(
      'mutation Signup($input: SignupPhoneInput!) { signupPhone(input: $input) }',
      { variables: { input: { areaCode: '86', phone, password, confirmPassword: password, pcdk } }, clientIp },
    );
    expect(signup.errors).toBeUndefined();
    expect(signup.data).toEqual({ signupPhone: true });

    // The refresh token is no field of the answer: the gateway sets it as an HttpOnly cookie (session-cookie.gateway.test.ts).
    const signin = await stack.graphql<{ signin: { idToken: string; expiresIn: number } }>(
      'mutation Signin($identifier: String!, $password: String!) { signin(identifier: $identifier, password: $password) { idToken expiresIn } }',
      { variables: { identifier, password }, clientIp },
    );
    expect(signin.errors).toBeUndefined();
    const { idToken, expiresIn } = signin.data!.signin;
    expect(expiresIn).toBeGreaterThan(0);

    const meQuery = '{ me { id phone primaryEmail nickname passwordLastModify jyPasswordLastModify localization roles permissions } }';
    stack.servicesLog.length = 0;
    const me = await stack.graphql<{ me: Record<string, unknown> }>(meQuery, {
      headers: { authorization: `Bearer ${idToken}`, 'accept-language': 'en' },
      clientIp,
    });
    expect(me.errors).toBeUndefined();
    expect(me.data!.me).toMatchObject({ phone: identifier, roles: expect.arrayContaining(['member']) });
    expect(me.data!.me.passwordLastModify === null || typeof me.data!.me.passwordLastModify === 'number').toBe(true);
    // What the services received: the token, the language and the client's IP.
    expect(stack.servicesLog).toEqual([
      expect.objectContaining({ url: '/member/v2/member', authorization: `Bearer ${idToken}`, acceptLanguage: 'en', ip: clientIp }),
    ]);

    // The Admin-Token cookie stands in when no Authorization header is sent.
    const byCookie = await stack.graphql<{ me: { phone: string } }>('{ me { phone } }', { headers: { cookie: `sidebar=1; Admin-Token=${idToken}` } });
    expect(byCookie.data?.me.phone).toBe(identifier);

    // A query mixing public reference data with the member is never kept: not for the next caller, and not
    // for the same token once it is revoked (checked after sign-out below).
    const mixed = '{ countries { areaCode } me { phone primaryEmail } }';
    const mine = await stack.graphql<{ me: { phone: string } }>(mixed, { headers: { cookie: `Admin-Token=${idToken}` } });
    expect(mine.data?.me.phone).toBe(identifier);
    const stranger = await stack.graphql<{ me: { phone: string } | null }>(mixed);
    expect(stranger.data?.me ?? null).toBeNull();
    expect(serviceErrorOf(stranger).status).toBe(401);
    const mixedBefore = await stack.graphql<{ me: { phone: string } }>(mixed, { headers: { authorization: `Bearer ${idToken}` } });
    expect(mixedBefore.data?.me.phone).toBe(identifier);

    // A GET (a link or a navigation from another site carries the cookie) never acts as the member.
    const viaLink = await stack.gateway.fetch(`http://gateway.test/graphql?query=${encodeURIComponent('{ me { phone } }')}`, {
      headers: { cookie: `Admin-Token=${idToken}`, accept: 'application/graphql-response+json' },
    });
    const viaLinkBody = (await viaLink.json()) as GraphQLAnswer<{ me: { phone: string } | null }>;
    expect(viaLinkBody.data?.me ?? null).toBeNull();

    const auth = { authorization: `Bearer ${idToken}` };
    const language = await stack.graphql('mutation { modifyLanguage(lang: en) }', { headers: auth });
    expect(language.data).toEqual({ modifyLanguage: true });
    const afterLanguage = await stack.graphql<{ me: { localization: string } }>('{ me { localization } }', { headers: auth });
    expect(afterLanguage.data!.me.localization).toBe('en');

    const signout = await stack.graphql('mutation { signout }', { headers: auth });
    expect(signout.data).toEqual({ signout: true });
    const afterSignout = serviceErrorOf(await stack.graphql('{ me { id } }', { headers: auth }));
    expect(afterSignout.status).toBe(401);
    const mixedAfter = await stack.graphql<{ me: { phone: string } | null }>(mixed, { headers: auth });
    expect(mixedAfter.data?.me ?? null).toBeNull();
  });

  it('me without a token is an error with status 401', async () => {
    const error = serviceErrorOf(await stack.graphql('{ me { id } }'));
    expect(error.status).toBe(401);
  });

  it('a wrong password at sign-in is status 400 with the service message', async () => {
    const error = serviceErrorOf(
      await stack.graphql('mutation { signin(identifier: "86-13800000001", password: "Wrong@2026") { idToken } }', {
        headers: { 'accept-language': 'en' },
        clientIp: nextIp(),
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Incorrect account or password' });
  });

  it('a wrong code is status 400 with the message in Chinese, or in English by Accept-Language', async () => {
    const clientIp = nextIp();
    const otherPhone = '13987654321';
    expect((await sendSignupSms('86', otherPhone, clientIp)).errors).toBeUndefined();
    const code = await latestCodeFor(otherPhone);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (headers: Record<string, string>) =>
      stack.graphql('mutation V($i: String!, $c: String!) { verifyCode(identifier: $i, verifyCode: $c) }', {
        variables: { i: phoneIdentifier('86', otherPhone), c: wrong },
        headers,
        clientIp,
      });

    const zh = serviceErrorOf(await verify({}));
    expect(zh).toMatchObject({ status: 400, message: ruleMessages.verifyCodeIncorrect.zh });
    const en = serviceErrorOf(await verify({ 'accept-language': 'en-GB,en;q=0.8' }));
    expect(en).toMatchObject({ status: 400, message: ruleMessages.verifyCodeIncorrect.en });
  });

  it('a bad input reaches the services and comes back as status 400, never as an unexpected error', async () => {
    const answer = await stack.graphql(
      'mutation { sendSmsCode(input: { areaCode: "86", phone: "12", captchaId: "nope", captchaCode: "x", smsType: 1 }) }',
      { clientIp: nextIp() },
    );
    expect(serviceErrorOf(answer).status).toBe(400);
  });
});

describe('unexpected errors are masked', () => {
  let htmlServer: Server;
  let closedPort: number;

  beforeAll(async () => {
    htmlServer = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway from a proxy</html>');
    });
    await new Promise<void>((resolve) => htmlServer.listen(0, '127.0.0.1', resolve));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => htmlServer.close(() => resolve()));
  });

  async function ask(gateway: Gateway, query: string) {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    });
    return { text: await response.text(), status: response.status };
  }

  for (const [name, url] of [
    ['services down', () => `http://127.0.0.1:${closedPort}`],
    ['an answer that is not an envelope', () => `http://127.0.0.1:${(htmlServer.address() as AddressInfo).port}`],
  ] as const) {
    it(`${name}: a generic message, no stack, no detail`, async () => {
      // Whatever NODE_ENV says, the masked error carries no original error.
      const gateway = createGateway({ servicesUrl: url(), production: false, logger: createLogger('silent') });
      try {
        const { text } = await ask(gateway, '{ countries { areaCode } }');
        const body = JSON.parse(text) as GraphQLAnswer;
        expect(body.errors).toHaveLength(1);
        expect(body.errors![0].message).toBe('Unexpected error.');
        expect(body.errors![0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect(text).not.toMatch(/stack|ECONNREFUSED|UnexpectedServiceAnswer|Bad Gateway|127\.0\.0\.1|originalError/);
      } finally {
        await gateway.dispose();
      }
    });
  }
});

describe('hardening', () => {
  const nest = (levels: number) => {
    let selection = 'id';
    for (let i = 1; i < levels; i += 1) selection = `children { ${selection} }`;
    return `{ industryTree { ${selection} } }`;
  };

  it('accepts depth 6 and refuses depth 7, also when hidden in fragments', async () => {
    const ok = await stack.graphql(nest(5));
    expect(ok.errors).toBeUndefined();
    const deep = await stack.graphql(nest(6));
    expect(deep.status).toBe(400);
    expect(deep.errors![0].extensions?.code).toBe('QUERY_TOO_DEEP');
    const viaFragments = await stack.graphql(`
      { industryTree { ...A } }
      fragment A on Industry { children { ...B } }
      fragment B on Industry { children { children { children { children { id } } } } }
    `);
    expect(viaFragments.errors![0].extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it('accepts 15 aliases and refuses 16, counting those spread from fragments', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await stack.graphql(`{ ${aliases(15)} }`)).errors).toBeUndefined();
    const many = await stack.graphql(`{ ${aliases(16)} }`);
    expect(many.status).toBe(400);
    expect(many.errors![0].extensions?.code).toBe('TOO_MANY_ALIASES');
    const viaFragments = await stack.graphql(`{ ...F ...G } fragment F on Query { ${aliases(8)} } fragment G on Query { b0: __typename ...H } fragment H on Query { ${aliases(8).replaceAll('a', 'c')} }`);
    expect(viaFragments.errors![0].extensions?.code).toBe('TOO_MANY_ALIASES');
  });

  it('survives fragments that multiply (no exponential walk)', async () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const started = Date.now();
    const answer = await stack.graphql(`{ ...F0 }\n${fragments}\nfragment F40 on Query { x: __typename }`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.errors![0].extensions?.code).toBe('TOO_MANY_ALIASES');
  });

  it('refuses batched requests', async () => {
    const response = await stack.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a document nested thousands deep before parsing it (400, not a stack overflow)', async () => {
    const lists = `{ industry(id: ${'['.repeat(2300)}1${']'.repeat(2300)}) { id } }`;
    const selections = `{${'a{'.repeat(5000)}b${'}'.repeat(5000)}}`;
    for (const query of [lists, selections]) {
      const answer = await stack.graphql(query);
      expect(answer.status).toBe(400);
      expect(answer.errors![0].extensions?.code).toBe('DOCUMENT_TOO_NESTED');
    }
    // brackets inside strings and comments do not count; an ordinary query passes
    const quoted = await stack.graphql(`# ${'{'.repeat(100)}\n{ countries { areaCode } }`);
    expect(quoted.errors).toBeUndefined();
  });

  it('names no field or type in "Did you mean" answers in production', async () => {
    const typo = '{ countrys { areaCode } }';
    expect((await stack.graphql(typo)).errors![0].message).toContain('Did you mean "countries"');
    const production = createGateway({ servicesUrl: stack.servicesUrl, production: true, logger: createLogger('silent') });
    try {
      const response = await production.fetch('http://gateway.test/graphql?query=' + encodeURIComponent(typo), { headers: { accept: 'application/graphql-response+json' } });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain('Cannot query field');
      expect(text).not.toMatch(/Did you mean|countries/);
    } finally {
      await production.dispose();
    }
  });

  it('allows introspection and GraphiQL in development only', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    expect((await stack.graphql(introspection)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const graphiql = await stack.gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('<html');

    const production = createGateway({ servicesUrl: stack.servicesUrl, production: true, logger: createLogger('silent') });
    try {
      const response = await production.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: introspection }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as GraphQLAnswer;
      expect(body.data).toBeUndefined();
      expect(body.errors![0].extensions?.code).toBe('INTROSPECTION_DISABLED');
      const typeQuery = await production.fetch('http://gateway.test/graphql?query=' + encodeURIComponent('{ __type(name: "User") { fields { name } } }'));
      expect(((await typeQuery.json()) as GraphQLAnswer).errors![0].extensions?.code).toBe('INTROSPECTION_DISABLED');
      const page = await production.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('<html');
      // The app's own queries still work.
      const countries = await production.fetch('http://gateway.test/graphql?query=' + encodeURIComponent('{ countries { areaCode } }'));
      expect(((await countries.json()) as GraphQLAnswer<{ countries: unknown[] }>).data!.countries.length).toBeGreaterThan(0);
    } finally {
      await production.dispose();
    }
  });

  it('ignores the Admin-Token cookie on a form post that any site could send', async () => {
    stack.servicesLog.length = 0;
    const response = await stack.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'Admin-Token=abc.def.ghi' },
      body: new URLSearchParams({ query: 'mutation { signout }' }).toString(),
    });
    await response.text();
    expect(stack.servicesLog.every((entry) => entry.authorization === undefined)).toBe(true);
  });
});
