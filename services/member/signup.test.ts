import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, freshPhone, STRONG_PASSWORD, useServicesApp } from '../testing/harness';

describeEachDatabase('sign-up', (database) => {
  const h = useServicesApp(database);

  it('signs up by phone end to end and signs in', async () => {
    const c = h.client();
    const phone = freshPhone();
    const sent = await c.sendSmsCode(phone);
    expect(sent.res.statusCode).toBe(200);
    expect(sent.body).toEqual({ code: 200, msg: '验证码发送成功', data: null });
    const sms = (await h.outbox()).find((m) => m.recipient === phone)!;
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/您的验证码是\d{6}，5分钟内有效/);

    const verified = await c.verify(phone, await h.latestCode(phone));
    expect(verified.body.code).toBe(200);
    expect(typeof verified.body.data).toBe('string');

    const signup = await c.post('/member/v3/signup/phone', { phone, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, pcdk: verified.body.data });
    expect(signup.body).toMatchObject({ code: 200, data: null });

    const signin = await c.signin(phone);
    expect(signin.body.code).toBe(200);
    expect(signin.body.data.expiresIn).toBe(7200);
    const me = await c.post<{ phone: string; roles: string[]; localization: string; passwordLastModify: number | null }>('/member/v2/member');
    expect(me.body.data).toMatchObject({ phone, roles: ['member'], localization: 'zh', passwordLastModify: null });
  });

  it('signs up by e-mail end to end, in English, with the address normalized', async () => {
    const c = h.client({ lang: 'en-US,en;q=0.9' });
    const email = freshEmail();
    const sent = await c.sendEmailCode(`  ${email.toUpperCase()} `);
    expect(sent.body).toEqual({ code: 200, msg: 'Code sent successfully', data: null });
    const mail = (await h.outbox()).find((m) => m.recipient === email)!;
    expect(mail.channel).toBe('email');
    expect(mail.body).toMatch(/Your verification code is \d{6}, valid for 5 minutes/);
    const ecdk = (await c.verify(email, await h.latestCode(email))).body.data;
    const signup = await c.post('/member/v3/signup/email', { email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ecdk });
    expect(signup.body).toMatchObject({ code: 200, msg: 'Registration successful' });
    const signin = await c.signin(email.toUpperCase());
    expect(signin.body.code).toBe(200);
    const me = await c.post<{ primaryEmail: string; localization: string }>('/member/v2/member');
    expect(me.body.data).toMatchObject({ primaryEmail: email, localization: 'en' });
  });
});

describeEachDatabase('verification codes and code keys', (database) => {
  const h = useServicesApp(database);
  const signup = (c: ReturnType<typeof h.client>, phone: string, pcdk: string) =>
    c.post('/member/v3/signup/phone', { phone, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, pcdk });

  it('refuses a code after 5 minutes (clock moved), and the expired code gives no key', async () => {
    const c = h.client();
    const phone = freshPhone();
    await c.sendSmsCode(phone);
    const code = await h.latestCode(phone);
    h.clock.advance(5 * 60_000 + 1);
    const late = await c.verify(phone, code);
    expect(late.res.statusCode).toBe(400);
    expect(late.body).toEqual({ code: 400, msg: '验证码已失效，请重新获取', data: null });
  });

  it('kills a code on the 6th try, even when the 6th is right', async () => {
    const c = h.client({ lang: 'en' });
    const phone = freshPhone();
    await c.sendSmsCode(phone);
    const code = await h.latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await c.verify(phone, wrong);
      expect(attempt.body).toEqual({ code: 400, msg: 'The code entered is incorrect. Please try again', data: null });
    }
    const sixth = await c.verify(phone, code);
    expect(sixth.body).toMatchObject({ code: 400, msg: 'The code has expired, please request a new one' });
  });

  it('accepts the right code on the 5th try', async () => {
    const c = h.client();
    const phone = freshPhone();
    await c.sendSmsCode(phone);
    const code = await h.latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await c.verify(phone, wrong)).body.code).toBe(400);
    expect((await c.verify(phone, code)).body.code).toBe(200);
  });

  it('uses a code once and a code key once', async () => {
    const c = h.client();
    const phone = freshPhone();
    await c.sendSmsCode(phone);
    const code = await h.latestCode(phone);
    const key = (await c.verify(phone, code)).body.data;
    expect((await c.verify(phone, code)).body).toMatchObject({ code: 400 });
    expect((await signup(c, phone, key)).body.code).toBe(200);
    const again = await signup(c, phone, key);
    expect(again.res.statusCode).toBe(400);
    expect(again.body.msg).toBe('验证已失效，请重新验证');
  });

  it('refuses an expired code key and one issued for another identifier or purpose', async () => {
    const c = h.client();
    const phone = freshPhone();
    const other = freshPhone();
    const keyForOther = await c.codeKey(other);
    expect((await signup(c, phone, keyForOther)).body).toMatchObject({ code: 400, msg: '验证已失效，请重新验证' });

    const key = await c.codeKey(phone);
    h.clock.advance(10 * 60_000 + 1);
    expect((await signup(c, phone, key)).body).toMatchObject({ code: 400, msg: '验证已失效，请重新验证' });

    // Nothing was created by the refused attempts.
    expect((await c.signin(phone)).body.msg).toBe('账号或密码错误');

    // A sign-up key does not reset a password.
    const member = freshPhone();
    const signupKey = await c.codeKey(member);
    h.clock.advance(61_000);
    const spareKey = await c.codeKey(member);
    expect((await signup(c, member, signupKey)).body.code).toBe(200);
    const reset = await c.post('/member/v3/forget/login-password/sms', { phone: member, newPassword: 'Bb2@other', rNewPassword: 'Bb2@other', pcdk: spareKey });
    expect(reset.body).toMatchObject({ code: 400, msg: '验证已失效，请重新验证' });
  });

  it('answers 400 when the identifier is already registered, at send-code and at sign-up', async () => {
    const c = h.client();
    const phone = freshPhone();
    const firstKey = await c.codeKey(phone);
    h.clock.advance(61_000);
    const secondKey = await c.codeKey(phone);
    expect((await signup(c, phone, firstKey)).body.code).toBe(200);
    const dup = await signup(c, phone, secondKey);
    expect(dup.res.statusCode).toBe(400);
    expect(dup.body.msg).toBe('该手机号已注册，请直接登录');
    h.clock.advance(61_000);
    const send = await c.sendSmsCode(phone);
    expect(send.body).toMatchObject({ code: 400, msg: '该手机号已注册，请直接登录' });
  });

  it('consumes a captcha on any check: reused or wrong captchas are refused', async () => {
    const c = h.client();
    const { id, text } = await c.captcha();
    const wrong = await c.post('/member/v3/send/sms/verify-code', { phone: freshPhone(), captchaId: id, captchaCode: `${text}x`, smsType: 1 });
    expect(wrong.body).toMatchObject({ code: 400, msg: '图形验证码错误或已失效，请重新输入' });
    const reuseAfterWrong = await c.post('/member/v3/send/sms/verify-code', { phone: freshPhone(), captchaId: id, captchaCode: text, smsType: 1 });
    expect(reuseAfterWrong.body.code).toBe(400);

    const second = await c.captcha();
    const phone = freshPhone();
    expect((await c.post('/member/v3/send/sms/verify-code', { phone, captchaId: second.id, captchaCode: second.text.toUpperCase(), smsType: 1 })).body.code).toBe(200);
    const reused = await c.post('/member/v3/send/sms/verify-code', { phone: freshPhone(), captchaId: second.id, captchaCode: second.text, smsType: 1 });
    expect(reused.body).toMatchObject({ code: 400, msg: '图形验证码错误或已失效，请重新输入' });
  });

  it('refuses a captcha older than 2 minutes', async () => {
    const c = h.client();
    const { id, text } = await c.captcha();
    h.clock.advance(2 * 60_000 + 1);
    const late = await c.post('/member/v3/send/sms/verify-code', { phone: freshPhone(), captchaId: id, captchaCode: text, smsType: 1 });
    expect(late.body.code).toBe(400);
  });

  it('serves captchas as SVG data URLs', async () => {
    const c = h.client();
    const { body } = await c.get<{ id: string; image: string }>('/member/v2/captcha');
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.data.image.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('only the latest code works after a resend', async () => {
    const c = h.client();
    const phone = freshPhone();
    await c.sendSmsCode(phone);
    const first = await h.latestCode(phone);
    h.clock.advance(61_000);
    await c.sendSmsCode(phone);
    const second = await h.latestCode(phone);
    if (first !== second) expect((await c.verify(phone, first)).body.code).toBe(400);
    expect((await c.verify(phone, second)).body.code).toBe(200);
  });
});
