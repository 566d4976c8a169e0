import { REFRESH_REUSE_GRACE_MS } from './account.service';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, freshPhone, useServicesApp } from '../testing/harness';

type Tokens = { idToken: string; refreshToken: string; expiresIn: number };

describeEachDatabase('sessions, tokens and passwords', (database) => {
  const h = useServicesApp(database);

  it('signs the seeded accounts in by phone or e-mail', async () => {
    const c = h.client();
    expect((await c.signin('86-13800000001', 'Demo@2026')).body.code).toBe(200);
    expect((await c.signin('demo@portal.local', 'Demo@2026')).body.code).toBe(200);
    const ops = h.client();
    expect((await ops.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    const me = await ops.post<{ roles: string[]; permissions: string[] }>('/member/v2/member');
    expect(me.body.data).toMatchObject({ roles: ['member', 'operations'], permissions: ['operations:review', 'statecharts:view'] });
  });

  it('gives one answer for a wrong password and an unknown account, and no token', async () => {
    const c = h.client({ lang: 'en' });
    const wrong = await c.signin('demo@portal.local', 'Wrong@2026');
    const unknown = await c.signin('nobody@portal.local', 'Wrong@2026');
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 401 without a token, with a bad token, and accepts the Admin-Token cookie where no other site can send it', async () => {
    const anonymous = h.client();
    const none = await anonymous.post('/member/v2/member');
    expect(none.res.statusCode).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: '认证失败，无法访问系统资源', data: null });
    const forged = await anonymous.post('/member/v2/member', undefined, { authorization: 'Bearer abc.def.ghi' });
    expect(forged.body).toMatchObject({ code: 401, msg: '登录状态已过期，请重新登录' });

    const c = h.client();
    const tokens = (await c.signin('demo@portal.local', 'Demo@2026')).body.data as Tokens;
    const cookie = `lang=zh; Admin-Token=${tokens.idToken}`;
    const viaCookie = await anonymous.post('/member/v2/member', {}, { cookie });
    expect(viaCookie.body.code).toBe(200);
    // what any page on another site can make a browser send with the cookie: a form post, a body-less post, a
    // text post, a link to the language change; none of them acts as the member
    const form = await h.app.inject({ method: 'POST', url: '/member/v2/set/nickname', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'nickname=pwned' });
    expect(form.statusCode).toBe(401);
    expect((await anonymous.post('/member/v2/member', undefined, { cookie })).body.code).toBe(401);
    const text = await h.app.inject({ method: 'POST', url: '/member/v2/member', headers: { cookie, 'content-type': 'text/plain' }, payload: '{}' });
    expect(text.statusCode).toBe(401);
    expect((await anonymous.get('/member/v2/modify/language?lang=en', { cookie })).body.code).toBe(401);
    // the same with the Authorization header, as the gateway sends it
    expect((await anonymous.get('/member/v2/modify/language?lang=en', { authorization: `Bearer ${tokens.idToken}` })).body.code).toBe(200);
    const profile = await anonymous.post<{ nickname: string | null }>('/member/v2/member', {}, { authorization: `Bearer ${tokens.idToken}` });
    expect(profile.body.data.nickname).not.toBe('pwned');
  });

  it('expires the id token after 2 hours', async () => {
    const c = h.client();
    await c.signin('demo@portal.local', 'Demo@2026');
    h.clock.advance(2 * 60 * 60_000 + 1000);
    expect((await c.post('/member/v2/member')).body.code).toBe(401);
  });

  it('signs out: the id token and the refresh token stop working at once', async () => {
    const c = h.client();
    const tokens = (await c.signin('demo@portal.local', 'Demo@2026')).body.data as Tokens;
    expect((await c.post('/member/v2/signout')).body).toMatchObject({ code: 200, data: null });
    expect((await c.post('/member/v2/member')).res.statusCode).toBe(401);
    expect((await c.post('/member/v2/signout')).res.statusCode).toBe(401);
    const refreshed = await c.post('/member/v2/token/refresh', { refreshToken: tokens.refreshToken });
    expect(refreshed.res.statusCode).toBe(401);
  });

  it('rotates refresh tokens: the new pair works, the old refresh token does not', async () => {
    const c = h.client();
    const first = (await c.signin('demo@portal.local', 'Demo@2026')).body.data as Tokens;
    h.clock.advance(1000);
    const rotated = await c.post<Tokens>('/member/v2/token/refresh', { refreshToken: first.refreshToken });
    expect(rotated.body.code).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    const reused = await c.post('/member/v2/token/refresh', { refreshToken: first.refreshToken });
    expect(reused.body).toMatchObject({ code: 401 });
    // An id token is not a refresh token.
    expect((await c.post('/member/v2/token/refresh', { refreshToken: rotated.body.data.idToken })).body.code).toBe(401);
    c.state.token = rotated.body.data.idToken;
    expect((await c.post('/member/v2/member')).body.code).toBe(200);
    expect((await c.post('/member/v2/token/refresh', { refreshToken: rotated.body.data.refreshToken })).body.code).toBe(200);
  });

  it('ends the session when a spent refresh token comes again later (someone else holds it), not in a two-tab race', async () => {
    const c = h.client();
    const first = (await c.signin('demo@portal.local', 'Demo@2026')).body.data as Tokens;
    const second = (await c.post<Tokens>('/member/v2/token/refresh', { refreshToken: first.refreshToken })).body.data;
    // another tab of the same browser presents the spent token at once: refused, and the session lives on
    h.clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    expect((await c.post('/member/v2/token/refresh', { refreshToken: first.refreshToken })).body.code).toBe(401);
    const third = await c.post<Tokens>('/member/v2/token/refresh', { refreshToken: second.refreshToken });
    expect(third.body.code).toBe(200);
    // the spent token later: everything of that session stops working, the newest tokens too
    h.clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await c.post('/member/v2/token/refresh', { refreshToken: second.refreshToken })).body.code).toBe(401);
    expect((await c.post('/member/v2/token/refresh', { refreshToken: third.body.data.refreshToken })).body.code).toBe(401);
    c.state.token = third.body.data.idToken;
    expect((await c.post('/member/v2/member')).body.code).toBe(401);
  });

  it("saves the language and answers in it, whatever Accept-Language says", async () => {
    const c = h.client({ lang: 'zh-CN' });
    const phone = freshPhone();
    expect((await c.signupPhone(phone)).body.code).toBe(200);
    await c.signin(phone);
    const changed = await c.get('/member/v2/modify/language?lang=en');
    expect(changed.body).toEqual({ code: 200, msg: 'Language saved', data: null });
    const me = await c.post<{ localization: string }>('/member/v2/member');
    expect(me.body).toMatchObject({ msg: 'Success', data: { localization: 'en' } });
    const bad = await c.get('/member/v2/modify/language?lang=fr');
    expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid request: lang' });
    expect((await c.get('/member/v2/modify/language?lang=zh')).body.msg).toBe('语言设置已保存');
    expect((await h.client().get('/member/v2/modify/language?lang=en')).res.statusCode).toBe(401);
  });

  it('resets a forgotten password by SMS and ends every session', async () => {
    const c = h.client();
    const phone = freshPhone();
    await c.signupPhone(phone);
    const tokens = (await c.signin(phone)).body.data as Tokens;
    h.clock.advance(61_000);
    const pcdk = await c.codeKey(phone, 2);
    const newPassword = 'Cc3#fresh';
    const reset = await c.post('/member/v3/forget/login-password/sms', { phone, newPassword, rNewPassword: newPassword, pcdk });
    expect(reset.body).toEqual({ code: 200, msg: '密码设置成功', data: null });
    expect((await c.post('/member/v2/member')).res.statusCode).toBe(401);
    expect((await c.post('/member/v2/token/refresh', { refreshToken: tokens.refreshToken })).res.statusCode).toBe(401);
    expect((await c.signin(phone)).body.code).toBe(400);
    expect((await c.signin(phone, newPassword)).body.code).toBe(200);
    const me = await c.post<{ passwordLastModify: number }>('/member/v2/member');
    expect(me.body.data.passwordLastModify).toBe(h.clock.now());
  });

  it('resets a forgotten password by e-mail; mismatched confirmation is refused first', async () => {
    const c = h.client({ lang: 'en' });
    const email = freshEmail();
    await c.signupEmail(email);
    h.clock.advance(61_000);
    const ecdk = await c.codeKey(email, 2);
    const mismatch = await c.post('/member/v3/forget/login-password/email', { email, newPassword: 'Dd4$fresh', rNewPassword: 'Dd4$other', ecdk });
    expect(mismatch.body).toEqual({ code: 400, msg: 'The two passwords do not match', data: null });
    const ok = await c.post('/member/v3/forget/login-password/email', { email, newPassword: 'Dd4$fresh', rNewPassword: 'Dd4$fresh', ecdk });
    expect(ok.body.code).toBe(200);
    expect((await c.signin(email, 'Dd4$fresh')).body.code).toBe(200);
  });

  it('answers a reset request for an unknown address like any other, and sends a notice without a code', async () => {
    const c = h.client();
    const email = freshEmail();
    const sent = await c.sendEmailCode(email, 2);
    expect(sent.body).toEqual({ code: 200, msg: '验证码发送成功', data: null });
    const notice = (await h.outbox()).find((m) => m.recipient === email)!;
    expect(notice.body).not.toMatch(/\d{6}/);
    expect(notice.body).toContain('尚未注册');
  });

  it('sends the code in the member’s saved language', async () => {
    const c = h.client({ lang: 'en' });
    const email = freshEmail();
    await c.signupEmail(email);
    h.clock.advance(61_000);
    const zhClient = h.client({ lang: 'zh' });
    await zhClient.sendEmailCode(email, 2);
    const mail = (await h.outbox()).find((m) => m.recipient === email)!;
    expect(mail.body).toMatch(/^Your verification code is \d{6}, valid for 5 minutes/);
  });
});
