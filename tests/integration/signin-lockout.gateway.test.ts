/**
 * Sign-in after a few failures, through the gateway before the real services (issue 11): the failure that
 * reaches the threshold and the attempts without a captcha carry `extensions.reason` `captchaRequired`, a
 * wrong captcha `captchaIncorrect`, the captcha arguments reach the services, and the client's address (not
 * the gateway's) is what is counted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const SIGNIN = `mutation L($i: String!, $p: String!, $id: ID, $code: String) {
  signin(identifier: $i, password: $p, captchaId: $id, captchaCode: $code) { idToken }
}`;
const DEMO = { phone: '86-13800000001', email: 'demo@portal.local', password: 'Demo@2026' };

function signin(clientIp: string, identifier: string, password: string, captcha: { id?: string; code?: string } = {}) {
  return stack.graphql<{ signin: { idToken: string } }>(SIGNIN, {
    variables: { i: identifier, p: password, ...captcha },
    headers: { 'accept-language': 'en' },
    clientIp,
  });
}

async function captcha(clientIp: string): Promise<{ id: string; code: string }> {
  const answer = await stack.graphql<{ captcha: { id: string } }>('{ captcha { id } }', { clientIp });
  const id = answer.data!.captcha.id;
  const { text } = await stack.services<{ text: string }>(`/dev/captcha/${encodeURIComponent(id)}`);
  return { id, code: text };
}

function errorOf(answer: GraphQLAnswer) {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

it('asks this client for a captcha after three failures by phone and e-mail, and signs in with it', async () => {
  const attacker = '10.88.0.1';
  expect(errorOf(await signin(attacker, DEMO.phone, 'Wrong@2026'))).toMatchObject({ status: 400, message: 'Incorrect account or password' });
  expect(errorOf(await signin(attacker, DEMO.email, 'Wrong@2026'))).not.toHaveProperty('reason');
  expect(errorOf(await signin(attacker, DEMO.phone, 'Wrong@2026'))).toMatchObject({
    code: 'SERVICE_ERROR',
    status: 400,
    reason: 'captchaRequired',
    message: 'Incorrect account or password. Enter the graphic code to try again',
  });

  expect(errorOf(await signin(attacker, DEMO.email, DEMO.password))).toMatchObject({ status: 400, reason: 'captchaRequired' });
  const wrong = await captcha(attacker);
  expect(errorOf(await signin(attacker, DEMO.email, DEMO.password, { id: wrong.id, code: 'zzzz' }))).toMatchObject({
    status: 400,
    reason: 'captchaIncorrect',
  });

  // Another client is asked for nothing.
  const owner = await signin('10.88.0.2', DEMO.email, DEMO.password);
  expect(owner.errors).toBeUndefined();
  expect(owner.data!.signin.idToken).toEqual(expect.any(String));

  stack.servicesLog.length = 0;
  const solved = await signin(attacker, DEMO.phone, DEMO.password, await captcha(attacker));
  expect(solved.errors).toBeUndefined();
  expect(stack.servicesLog.find((r) => r.url === '/member/v2/signin')?.ip).toBe(attacker);
});

it('forwards the lock of one client as status 429 with retryAfter', async () => {
  const attacker = '10.88.0.3';
  for (let i = 0; i < 10; i++) {
    const answer = await signin(attacker, DEMO.email, 'Wrong@2026', i < 3 ? {} : await captcha(attacker));
    expect(errorOf(answer)).toMatchObject({ status: 400 });
  }
  expect(errorOf(await signin(attacker, DEMO.email, DEMO.password, await captcha(attacker)))).toMatchObject({
    status: 429,
    retryAfter: expect.any(Number),
  });
  expect((await signin('10.88.0.4', DEMO.phone, DEMO.password)).errors).toBeUndefined();
});
