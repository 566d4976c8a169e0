/**
 * The account-security mutations through the gateway before the real services: the query-param REST calls
 * (spec 7) are built right, the code types map to 3/4/5, and failures carry the REST status.
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

const clientIp = '10.77.0.1';
const email = `gw-security-${Date.now().toString(36)}@example.com`;
const password = 'Aa1!good';

async function captcha() {
  const answer = await stack.graphql<{ captcha: { id: string } }>('{ captcha { id } }', { clientIp });
  const captchaId = answer.data!.captcha.id;
  const { text } = await stack.services<{ text: string }>(`/dev/captcha/${encodeURIComponent(captchaId)}`);
  return { captchaId, captchaCode: text };
}

async function keyFor(identifier: string, headers: Record<string, string> = {}): Promise<string> {
  const outbox = await stack.services<Array<{ recipient: string; body: string }>>('/dev/outbox');
  const code = /\d{6}/.exec(outbox.find((m) => m.recipient === identifier)!.body)![0];
  const answer = await stack.graphql<{ verifyCode: string }>('mutation V($i: String!, $c: String!) { verifyCode(identifier: $i, verifyCode: $c) }', {
    variables: { i: identifier, c: code },
    headers,
    clientIp,
  });
  return answer.data!.verifyCode;
}

function ok(answer: GraphQLAnswer) {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

it('binds a phone with a code and forwards the refusals with their REST status, through the gateway', async () => {
  ok(await stack.graphql('mutation S($input: SendEmailCodeInput!) { sendEmailCode(input: $input) }', { variables: { input: { email, emailType: 1, ...(await captcha()) } }, clientIp }));
  ok(await stack.graphql('mutation U($input: SignupEmailInput!) { signupEmail(input: $input) }', {
    variables: { input: { email, password, confirmPassword: password, ecdk: await keyFor(email) } },
    // the member's language becomes English, so the services answer in English
    headers: { 'accept-language': 'en' },
    clientIp,
  }));
  const signin = await stack.graphql<{ signin: { idToken: string } }>('mutation L($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }', {
    variables: { i: email, p: password },
    clientIp,
  });
  const headers = { authorization: `Bearer ${signin.data!.signin.idToken}`, 'accept-language': 'en' };

  // The account has no phone yet: a signed-in code to it is refused.
  stack.servicesLog.length = 0;
  const noPhone = await stack.graphql('mutation S($input: SendSecurityCodeInput!) { sendSecurityCode(input: $input) }', {
    variables: { input: { channel: 'sms', type: 'payPassword', ...(await captcha()) } },
    headers,
    clientIp,
  });
  expect(noPhone.errors?.[0]).toMatchObject({ message: 'No phone number is bound to this account', extensions: { code: 'SERVICE_ERROR', status: 400 } });

  const phone = '13912345678';
  ok(await stack.graphql('mutation B($input: SendBindCodeInput!) { sendBindCode(input: $input) }', {
    variables: { input: { channel: 'sms', areaCode: '86', phone, ...(await captcha()) } },
    headers,
    clientIp,
  }));
  const pcdk = await keyFor(`86-${phone}`, headers);
  ok(await stack.graphql('mutation P($input: BindPhoneInput!) { bindPhone(input: $input) }', { variables: { input: { areaCode: '86', phone, pcdk } }, headers, clientIp }));
  expect(stack.servicesLog.map((r) => r.url)).toContain(`/member/v3/bind/phone?phone=86-${phone}&pcdk=${encodeURIComponent(pcdk)}`);

  // The bind code went to the phone less than a minute ago: the services answer 601 with retryAfter.
  const again = await stack.graphql('mutation S($input: SendSecurityCodeInput!) { sendSecurityCode(input: $input) }', {
    variables: { input: { channel: 'sms', type: 'payPassword', ...(await captcha()) } },
    headers,
    clientIp,
  });
  expect(again.errors?.[0].extensions).toMatchObject({ code: 'SERVICE_ERROR', status: 601 });
  expect(again.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);

  const me = await stack.graphql<{ me: { phone: string; jyPasswordLastModify: number | null } }>('{ me { phone jyPasswordLastModify } }', { headers, clientIp });
  expect(me.data!.me).toEqual({ phone: `86-${phone}`, jyPasswordLastModify: null });

  const wrong = await stack.graphql('mutation M($input: ModifyPasswordByCodeInput!) { modifyPayPasswordByCode(input: $input) }', {
    variables: { input: { channel: 'email', newPassword: '135790', rNewPassword: '135790', codeKey: 'nope' } },
    headers,
    clientIp,
  });
  expect(wrong.errors?.[0].extensions).toMatchObject({ status: 400 });
  expect(stack.servicesLog.map((r) => r.url)).toContain('/member/v3/modify/pay-password/email?newPassword=135790&rNewPassword=135790&ecdk=nope');
  const current = await stack.graphql('mutation M($input: ModifyPasswordByCurrentInput!) { modifyPayPasswordByCurrent(input: $input) }', {
    variables: { input: { newPassword: '135790', rNewPassword: '135790', currentPassword: '246802' } },
    headers,
    clientIp,
  });
  expect(current.errors?.[0]).toMatchObject({ message: 'No transaction password is set yet; verify by phone or e-mail instead' });
});
