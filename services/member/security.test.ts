/**
 * Account security through HTTP (spec 7): signed-in codes, password changes by code key or current password,
 * binding. Every refusal is tried: wrong key, a key of another purpose, identifier or member, weak and
 * mismatched passwords, wrong current passwords until the limit, an identifier another account uses.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { createContext } from '../context';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, freshPhone, STRONG_PASSWORD, testConfig, useServicesApp } from '../testing/harness';
import { createSecurityService } from './security.service';
import { createVerificationService } from './verification.service';

const NEW_PASSWORD = 'Bb2@better';

type Me = { id: number; phone: string | null; primaryEmail: string | null; passwordLastModify: number | null; jyPasswordLastModify: number | null };

describeEachDatabase('account security', (database) => {
  const h = useServicesApp(database);
  const minute = () => h.clock.advance(61_000);

  /** A signed-in member with a phone (and, with `withEmail`, an e-mail bound through the bind routes). */
  async function member(options: { withEmail?: boolean; lang?: string } = {}) {
    const c = h.client({ lang: options.lang ?? 'en' });
    const phone = freshPhone();
    expect((await c.signupPhone(phone)).body.code).toBe(200);
    expect((await c.signin(phone)).body.code).toBe(200);
    let email: string | null = null;
    if (options.withEmail) {
      email = freshEmail();
      const key = await bindKey(c, 'email', email);
      expect((await c.post(`/member/v3/bind/email?email=${encodeURIComponent(email)}&ecdk=${key}`)).body).toMatchObject({ code: 200 });
    }
    minute();
    return { c, phone, email };
  }

  type Client = ReturnType<typeof h.client>;

  async function sendOwn(c: Client, channel: 'sms' | 'email', type: 3 | 4 | 5) {
    const { id, text } = await c.captcha();
    const typeName = channel === 'sms' ? 'smsType' : 'emailType';
    return c.post(`/member/v2/logged-in/send/${channel}/verify-code`, { captchaId: id, captchaCode: text, [typeName]: type });
  }

  /** A code to the member's own contact, verified: its key. */
  async function ownKey(c: Client, channel: 'sms' | 'email', type: 3 | 4 | 5, identifier: string): Promise<string> {
    const sent = await sendOwn(c, channel, type);
    expect(sent.body).toMatchObject({ code: 200 });
    const verified = await c.verify(identifier, await h.latestCode(identifier));
    expect(verified.body.code).toBe(200);
    minute();
    return verified.body.data as string;
  }

  async function bindKey(c: Client, channel: 'sms' | 'email', identifier: string): Promise<string> {
    const { id, text } = await c.captcha();
    const field = channel === 'sms' ? 'phone' : 'email';
    const sent = await c.post(`/member/v2/logged-in/bind/send/${channel}/verify-code`, { [field]: identifier, captchaId: id, captchaCode: text });
    expect(sent.body).toMatchObject({ code: 200 });
    const verified = await c.verify(identifier, await h.latestCode(identifier));
    expect(verified.body.code).toBe(200);
    return verified.body.data as string;
  }

  const modify = (c: Client, what: 'login-password' | 'pay-password', channel: 'sms' | 'email', params: Record<string, string>) =>
    c.post(`/member/v3/modify/${what}/${channel}?${new URLSearchParams(params)}`);

  const me = async (c: Client) => (await c.post<Me>('/member/v2/member')).body.data;

  it('changes the login password with a code to the own phone: other sessions end, this one stays', async () => {
    const { c, phone } = await member();
    const other = h.client();
    expect((await other.signin(phone)).body.code).toBe(200);
    expect((await me(c)).passwordLastModify).toBeNull();

    const sent = await sendOwn(c, 'sms', 3);
    expect(sent.body).toEqual({ code: 200, msg: 'Code sent successfully', data: null });
    expect((await h.outbox())[0]).toMatchObject({ channel: 'sms', recipient: phone });
    const pcdk = (await c.verify(phone, await h.latestCode(phone))).body.data as string;

    const changed = await modify(c, 'login-password', 'sms', { newPassword: NEW_PASSWORD, rNewPassword: NEW_PASSWORD, pcdk });
    expect(changed.body).toEqual({ code: 200, msg: 'Password set successfully', data: null });
    expect((await me(c)).passwordLastModify).toBe(h.clock.now());
    expect((await other.post('/member/v2/member')).res.statusCode).toBe(401);

    expect((await h.client().signin(phone, STRONG_PASSWORD)).body.code).toBe(400);
    expect((await h.client().signin(phone, NEW_PASSWORD)).body.code).toBe(200);
    // the key is single-use
    expect((await modify(c, 'login-password', 'sms', { newPassword: STRONG_PASSWORD, rNewPassword: STRONG_PASSWORD, pcdk })).body.code).toBe(400);
  });

  it('refuses wrong keys, keys of another purpose, identifier or member, and keeps the right key usable', async () => {
    const a = await member({ withEmail: true });
    const b = await member({ withEmail: true });
    const passwords = { newPassword: NEW_PASSWORD, rNewPassword: NEW_PASSWORD };
    const refused = async (what: 'login-password' | 'pay-password', channel: 'sms' | 'email', params: Record<string, string>) => {
      const res = await modify(a.c, what, channel, params);
      expect(res.body).toMatchObject({ code: 400 });
      return res;
    };

    await refused('login-password', 'sms', { ...passwords, pcdk: 'not-a-key' });
    // a pay-password key (type 4) cannot change the login password, nor a withdraw key (type 5)
    const payKey = await ownKey(a.c, 'sms', 4, a.phone);
    await refused('login-password', 'sms', { ...passwords, pcdk: payKey });
    const withdrawKey = await ownKey(a.c, 'sms', 5, a.phone);
    await refused('login-password', 'sms', { ...passwords, pcdk: withdrawKey });
    // a key of the own e-mail is not a key of the own phone
    const emailKey = await ownKey(a.c, 'email', 3, a.email!);
    await refused('login-password', 'sms', { ...passwords, pcdk: emailKey });
    // another member's key, on either route
    const bKey = await ownKey(b.c, 'sms', 3, b.phone);
    await refused('login-password', 'sms', { ...passwords, pcdk: bKey });
    await refused('login-password', 'email', { ...passwords, ecdk: bKey });
    // a forgot-password key of the same phone (no member in its purpose)
    const resetKey = await a.c.codeKey(a.phone, 2);
    minute();
    await refused('login-password', 'sms', { ...passwords, pcdk: resetKey });
    // weak and mismatched passwords: 400 with the rule's text, the key stays usable
    expect((await refused('login-password', 'email', { newPassword: 'weakpass', rNewPassword: 'weakpass', ecdk: emailKey })).body.msg).toBe(
      'The password must mix upper and lower case letters, digits and special characters',
    );
    expect((await refused('login-password', 'email', { newPassword: NEW_PASSWORD, rNewPassword: 'Bb2@bette', ecdk: emailKey })).body.msg).toBe(
      'The two passwords do not match',
    );
    expect((await me(a.c)).passwordLastModify).toBeNull();
    expect((await modify(a.c, 'login-password', 'email', { ...passwords, ecdk: emailKey })).body.code).toBe(200);
    // b's key still works for b
    expect((await modify(b.c, 'login-password', 'sms', { ...passwords, pcdk: bKey })).body.code).toBe(200);
  });

  it('changes the login password with the current one only after a change, counting wrong tries', async () => {
    const { c, phone } = await member();
    const pass = (currentPassword: string, newPassword = NEW_PASSWORD) =>
      c.post('/member/v2/modify/login-password/pass', { newPassword, rNewPassword: newPassword, currentPassword });
    // spec 6: never changed, so the old-password method is not available
    expect((await pass(STRONG_PASSWORD)).body).toEqual({
      code: 400,
      msg: 'The login password was never changed; verify by phone or e-mail instead',
      data: null,
    });
    const pcdk = await ownKey(c, 'sms', 3, phone);
    expect((await modify(c, 'login-password', 'sms', { newPassword: NEW_PASSWORD, rNewPassword: NEW_PASSWORD, pcdk })).body.code).toBe(200);

    expect((await pass('Wrong@2026')).body).toEqual({ code: 400, msg: 'The current password is incorrect', data: null });
    expect((await pass(NEW_PASSWORD, 'Cc3#third')).body.code).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await pass('Wrong@2026')).body.code).toBe(400);
    // five checks per 15 minutes: the sixth is refused even with the right password
    expect((await pass('Cc3#third', 'Dd4$fourth')).body.code).toBe(429);
    h.clock.advance(15 * 60_000);
    expect((await pass('Cc3#third', 'Dd4$fourth')).body.code).toBe(200);
    expect((await h.client().signin(phone, 'Dd4$fourth')).body.code).toBe(200);
  });

  it('sets the transaction password the first time by an e-mail code, then changes it with the old one', async () => {
    const { c, email } = await member({ withEmail: true });
    const pass = (currentPassword: string, newPassword: string) =>
      c.post('/member/v2/modify/pay-password/pass', { newPassword, rNewPassword: newPassword, currentPassword });
    expect((await pass('123456', '654321')).body).toMatchObject({ code: 400, msg: 'No transaction password is set yet; verify by phone or e-mail instead' });

    const ecdk = await ownKey(c, 'email', 4, email!);
    const set = (newPassword: string, rNewPassword = newPassword) => modify(c, 'pay-password', 'email', { newPassword, rNewPassword, ecdk });
    expect((await set('12345a')).body).toMatchObject({ code: 400, msg: 'Password Must be numbers' });
    expect((await set('12345')).body).toMatchObject({ code: 400, msg: 'Password Must be 6 digits' });
    expect((await set('1234567')).body).toMatchObject({ code: 400, msg: 'Password Must be 6 digits' });
    expect((await set('135790', '135791')).body).toMatchObject({ code: 400, msg: 'The two passwords do not match' });
    // a login-password route does not take a pay-password key
    expect((await modify(c, 'login-password', 'email', { newPassword: NEW_PASSWORD, rNewPassword: NEW_PASSWORD, ecdk })).body.code).toBe(400);
    expect((await set('135790')).body).toEqual({ code: 200, msg: 'Transaction password set successfully', data: null });

    const after = await me(c);
    expect(after.jyPasswordLastModify).toBe(h.clock.now());
    expect(after.passwordLastModify).toBeNull();
    const [row] = await h.db().select().from(users).where(eq(users.id, after.id));
    expect(row.transactionPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.transactionPasswordHash).not.toContain('135790');

    expect((await pass('000000', '246802')).body).toMatchObject({ code: 400, msg: 'The old transaction password is incorrect' });
    expect((await pass('135790', '24680x')).body).toMatchObject({ code: 400, msg: 'Password Must be numbers' });
    expect((await pass('135790', '246802')).body.code).toBe(200);
    // the login password is untouched, and no session ended
    expect((await me(c)).id).toBe(after.id);
    expect((await h.client().signin(after.phone!, STRONG_PASSWORD)).body.code).toBe(200);
  });

  it('sends signed-in codes only to the own bound contacts and only to a signed-in member', async () => {
    const { c } = await member();
    expect((await sendOwn(c, 'email', 3)).body).toEqual({ code: 400, msg: 'No e-mail is bound to this account', data: null });
    const anonymous = h.client();
    const { id, text } = await anonymous.captcha();
    expect((await anonymous.post('/member/v2/logged-in/send/sms/verify-code', { captchaId: id, captchaCode: text, smsType: 3 })).res.statusCode).toBe(401);
    expect((await anonymous.post(`/member/v3/modify/login-password/sms?newPassword=${NEW_PASSWORD}&rNewPassword=${NEW_PASSWORD}&pcdk=k`)).res.statusCode).toBe(401);
    expect((await anonymous.post('/member/v3/bind/email?email=a%40example.com&ecdk=k')).res.statusCode).toBe(401);
    // a wrong captcha is a 400 and sends nothing
    const before = (await h.outbox()).length;
    expect((await c.post('/member/v2/logged-in/send/sms/verify-code', { captchaId: id, captchaCode: 'zzzz', smsType: 3 })).body.code).toBe(400);
    expect((await h.outbox()).length).toBe(before);
  });

  it('binds a new e-mail and phone, refusing one that another account uses or a second binding', async () => {
    const other = await member({ withEmail: true });
    // an e-mail member binds a phone
    const c = h.client({ lang: 'en' });
    const email = freshEmail();
    expect((await c.signupEmail(email)).body.code).toBe(200);
    expect((await c.signin(email)).body.code).toBe(200);

    const { id, text } = await c.captcha();
    const taken = await c.post('/member/v2/logged-in/bind/send/sms/verify-code', { phone: other.phone, captchaId: id, captchaCode: text });
    expect(taken.body).toEqual({ code: 400, msg: 'This phone number is used by another account', data: null });
    const takenEmail = await c.post('/member/v2/logged-in/bind/send/email/verify-code', { email: other.email, captchaId: (await c.captcha()).id, captchaCode: 'x' });
    expect(takenEmail.body.code).toBe(400);

    const phone = freshPhone();
    const pcdk = await bindKey(c, 'sms', phone);
    // a bind key is no password key, and a key for another phone does not bind this one
    expect((await modify(c, 'login-password', 'sms', { newPassword: NEW_PASSWORD, rNewPassword: NEW_PASSWORD, pcdk })).body.code).toBe(400);
    expect((await c.post(`/member/v3/bind/phone?phone=${freshPhone()}&pcdk=${pcdk}`)).body.code).toBe(400);
    // the other member cannot use it
    expect((await other.c.post(`/member/v3/bind/phone?phone=${phone}&pcdk=${pcdk}`)).body).toMatchObject({ code: 400, msg: 'A phone number is already bound to this account' });
    const bound = await c.post(`/member/v3/bind/phone?phone=${phone}&pcdk=${pcdk}`);
    expect(bound.body).toEqual({ code: 200, msg: 'Phone number bound', data: null });
    expect(await me(c)).toMatchObject({ phone, primaryEmail: email });
    expect((await h.client().signin(phone)).body.code).toBe(200);

    // a second phone is refused at the send
    minute();
    const again = await c.post('/member/v2/logged-in/bind/send/sms/verify-code', { phone: freshPhone(), captchaId: (await c.captcha()).id, captchaCode: 'x' });
    expect(again.body).toMatchObject({ code: 400, msg: 'A phone number is already bound to this account' });
  });

  it('refuses to bind an identifier that another account took after the code was verified', async () => {
    const { c } = await member();
    const email = freshEmail();
    const ecdk = await bindKey(c, 'email', email);
    minute();
    expect((await h.client().signupEmail(email)).body.code).toBe(200);
    const res = await c.post(`/member/v3/bind/email?email=${encodeURIComponent(email)}&ecdk=${ecdk}`);
    expect(res.body).toEqual({ code: 400, msg: 'This e-mail is used by another account', data: null });
    expect((await me(c)).primaryEmail).toBeNull();
  });

  it('declares every account-security path of spec 7 in the OpenAPI document', async () => {
    const doc = JSON.parse((await h.app.inject({ method: 'GET', url: '/openapi.json' })).body) as { paths: Record<string, { post?: { parameters?: Array<{ in: string; name: string }> } }> };
    for (const path of [
      '/member/v2/logged-in/send/sms/verify-code',
      '/member/v2/logged-in/send/email/verify-code',
      '/member/v2/logged-in/bind/send/sms/verify-code',
      '/member/v2/logged-in/bind/send/email/verify-code',
      '/member/v3/modify/login-password/sms',
      '/member/v3/modify/login-password/email',
      '/member/v3/modify/pay-password/sms',
      '/member/v3/modify/pay-password/email',
      '/member/v2/modify/login-password/pass',
      '/member/v2/modify/pay-password/pass',
      '/member/v3/bind/phone',
      '/member/v3/bind/email',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    // query params, as the spec says
    const query = (path: string) => (doc.paths[path].post!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
    expect(query('/member/v3/modify/pay-password/sms')).toEqual(['newPassword', 'pcdk', 'rNewPassword']);
    expect(query('/member/v3/bind/email')).toEqual(['ecdk', 'email']);
  });

  it('lets the withdrawal use a withdraw-identity key once, only for its member, identifier and purpose', async () => {
    const a = await member();
    const b = await member();
    const ctx = createContext({ db: h.db(), config: testConfig(), clock: h.clock });
    const security = createSecurityService(ctx, createVerificationService(ctx));
    const rowOf = async (phone: string) => (await h.db().select().from(users).where(eq(users.phone, phone)))[0];
    const [userA, userB] = [await rowOf(a.phone), await rowOf(b.phone)];

    const payKey = await ownKey(a.c, 'sms', 4, a.phone);
    expect(await security.consumeMemberKey(userA, 'withdraw', a.phone, payKey)).toBe(false);
    const key = await ownKey(a.c, 'sms', 5, a.phone);
    expect(await security.consumeMemberKey(userB, 'withdraw', a.phone, key)).toBe(false);
    expect(await security.consumeMemberKey(userB, 'withdraw', b.phone, key)).toBe(false);
    expect(await security.consumeMemberKey(userA, 'withdraw', a.phone, key)).toBe(true);
    expect(await security.consumeMemberKey(userA, 'withdraw', a.phone, key)).toBe(false);
  });
});
