import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './gateway-harness';

// The gateway calling the services of its own process (gateway/rest-client.ts `inProcessServicesPool`, as `npm start`
// runs them): the same answers as over HTTP, the caller's token, language and address forwarded as before.

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ inProcess: true });
});

afterAll(async () => {
  await stack?.stop();
});

describe('the services in process', () => {
  it('signs in, reads the member and refuses a wrong password as over HTTP, forwarding the client', async () => {
    stack.servicesLog.length = 0;
    const signin = 'mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }';
    const wrong = await stack.graphql(signin, { variables: { i: 'demo@portal.local', p: 'Wrong@2026' }, clientIp: '203.0.113.77', headers: { 'accept-language': 'en' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect account or password', extensions: { code: 'SERVICE_ERROR', status: 400 } });

    const signed = await stack.graphql<{ signin: { idToken: string } }>(signin, { variables: { i: 'demo@portal.local', p: 'Demo@2026' }, clientIp: '203.0.113.77' });
    expect(signed.errors).toBeUndefined();
    const token = signed.data!.signin.idToken;
    const me = await stack.graphql<{ me: { primaryEmail: string; roles: string[] } }>('{ me { primaryEmail roles } }', {
      headers: { authorization: `Bearer ${token}` },
      clientIp: '203.0.113.77',
    });
    expect(me.data?.me).toEqual({ primaryEmail: 'demo@portal.local', roles: ['member'] });

    // what the services saw: the real client's address (X-Forwarded-For from loopback), its language and token
    const calls = stack.servicesLog.filter((r) => r.url.startsWith('/member/v2/'));
    expect(calls.map((r) => r.url)).toEqual(['/member/v2/signin', '/member/v2/signin', '/member/v2/member']);
    expect(calls.every((r) => r.ip === '203.0.113.77')).toBe(true);
    expect(calls[0].acceptLanguage).toBe('en');
    expect(calls[2].authorization).toBe(`Bearer ${token}`);
  });

  it('answers an unknown token with the services\u2019 401 as an error of the field', async () => {
    const answer = await stack.graphql('{ me { id } }', { headers: { authorization: 'Bearer abc.def.ghi' }, clientIp: '203.0.113.78' });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'SERVICE_ERROR', status: 401 });
  });
});
