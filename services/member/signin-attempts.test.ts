import { expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, freshPhone, STRONG_PASSWORD, useServicesApp } from '../testing/harness';
import { RATE_LIMITS, SIGNIN_CAPTCHA_AFTER_FAILURES } from './rate-limits.repository';
import { createUsersRepository } from './users.repository';

const WRONG = 'Wrong@2026';

describeEachDatabase('sign-in attempts: per identity and client, captcha, lock, ceiling', (database) => {
  const h = useServicesApp(database);
  type Client = ReturnType<typeof h.client>;

  /** An account with both a phone and an e-mail (one identity). */
  async function account(): Promise<{ phone: string; email: string }> {
    const phone = freshPhone();
    const email = freshEmail();
    const created = await createUsersRepository(h.db()).create({
      phone,
      primaryEmail: email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      localization: 'en',
      roles: ['member'],
      now: new Date(h.clock.now()),
    });
    expect(created).not.toBeNull();
    return { phone, email };
  }

  /** Sign-in with a freshly solved captcha of this client. */
  async function signinWithCaptcha(c: Client, identifier: string, password: string, answer?: (text: string) => string) {
    const { id, text } = await c.captcha();
    return c.post<unknown>('/member/v2/signin', { identifier, password, captchaId: id, captchaCode: answer ? answer(text) : text });
  }

  async function fail(c: Client, identifier: string, times: number) {
    for (let i = 0; i < times; i++) expect((await c.signin(identifier, WRONG)).body.code).toBe(400);
  }

  it(`asks this client for a captcha after ${SIGNIN_CAPTCHA_AFTER_FAILURES} failures; the failure that reaches it says so`, async () => {
    const { phone } = await account();
    const c = h.client({ lang: 'en' });
    for (let i = 1; i < SIGNIN_CAPTCHA_AFTER_FAILURES; i++) {
      expect((await c.signin(phone, WRONG)).body).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    }
    const third = await c.signin(phone, WRONG);
    expect(third.res.statusCode).toBe(400);
    expect(third.body).toEqual({
      code: 400,
      msg: 'Incorrect account or password. Enter the graphic code to try again',
      data: { reason: 'captchaRequired' },
    });

    // Even the right password needs the captcha now, in the caller's language.
    const missing = await c.signin(phone, STRONG_PASSWORD);
    expect(missing.body).toEqual({ code: 400, msg: 'Several failed attempts: enter the graphic code to log in', data: { reason: 'captchaRequired' } });
    const zh = await h.client({ ip: c.state.ip }).signin(phone, STRONG_PASSWORD);
    expect(zh.body).toEqual({ code: 400, msg: '登录失败次数较多，请输入图形验证码后再登录', data: { reason: 'captchaRequired' } });

    // A wrong captcha is refused and spends it; the right one with the right password signs in.
    const wrongCaptcha = await signinWithCaptcha(c, phone, STRONG_PASSWORD, (text) => `${text}x`);
    expect(wrongCaptcha.body).toMatchObject({ code: 400, data: { reason: 'captchaIncorrect' } });
    expect(wrongCaptcha.body.msg).toMatch(/graphic code is wrong/);
    const ok = await signinWithCaptcha(c, phone, STRONG_PASSWORD);
    expect(ok.body.code).toBe(200);

    // Success forgets this client's failures: no captcha for the next attempts.
    expect((await c.signin(phone, WRONG)).body).toMatchObject({ code: 400, data: null });
    expect((await c.signin(phone)).body.code).toBe(200);
  });

  it('counts nothing for an attempt refused for a missing or wrong captcha', async () => {
    const { email } = await account();
    const c = h.client();
    await fail(c, email, SIGNIN_CAPTCHA_AFTER_FAILURES);
    // Many more than the lock without a captcha or with a wrong one: none of them is a failure.
    for (let i = 0; i < RATE_LIMITS.signinClient.limit; i++) {
      expect((await c.signin(email, WRONG)).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
    }
    for (let i = 0; i < 3; i++) {
      expect((await signinWithCaptcha(c, email, WRONG, () => 'zzzz')).body).toMatchObject({ code: 400, data: { reason: 'captchaIncorrect' } });
    }
    const rows = await h.db().query.rateLimits.findMany();
    const mine = rows.find((r) => r.key.startsWith(`${RATE_LIMITS.signinClient.bucket}:`) && r.key.endsWith(`|${c.state.ip}`));
    expect(mine?.count).toBe(SIGNIN_CAPTCHA_AFTER_FAILURES);
    // A captcha is single-use: a solved one counts its wrong password, then the same id is refused even with its text.
    const { id, text } = await c.captcha();
    expect((await c.post('/member/v2/signin', { identifier: email, password: WRONG, captchaId: id, captchaCode: text })).body).toMatchObject({
      code: 400,
      msg: '账号或密码错误，请输入图形验证码后重试',
      data: { reason: 'captchaRequired' },
    });
    expect((await c.post('/member/v2/signin', { identifier: email, password: STRONG_PASSWORD, captchaId: id, captchaCode: text })).body).toMatchObject({
      code: 400,
      data: { reason: 'captchaIncorrect' },
    });
    expect((await signinWithCaptcha(c, email, STRONG_PASSWORD)).body.code).toBe(200);
  });

  it("counts an account's phone and e-mail as one identity", async () => {
    const { phone, email } = await account();
    const c = h.client();
    await fail(c, phone, 2);
    // The third failure, by e-mail, is the account's third from this client.
    expect((await c.signin(email, WRONG)).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
    expect((await c.signin(phone)).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
    expect((await c.signin(email.toUpperCase())).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
    expect((await signinWithCaptcha(c, email, STRONG_PASSWORD)).body.code).toBe(200);
  });

  it('locks one client out of an identity after 10 failures, not the owner on another client', async () => {
    const { phone, email } = await account();
    const attacker = h.client({ lang: 'en' });
    await fail(attacker, email, SIGNIN_CAPTCHA_AFTER_FAILURES);
    for (let i = SIGNIN_CAPTCHA_AFTER_FAILURES; i < RATE_LIMITS.signinClient.limit; i++) {
      expect((await signinWithCaptcha(attacker, i % 2 ? email : phone, WRONG)).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
    }
    // Locked, even with a solved captcha and the right password, by phone or by e-mail.
    const locked = await signinWithCaptcha(attacker, phone, STRONG_PASSWORD);
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body).toEqual({ code: 429, msg: 'Too many attempts, please try again in 900 s', data: { retryAfter: 900 } });
    expect((await attacker.signin(email, STRONG_PASSWORD)).body.code).toBe(429);

    // The owner, from their own address: no captcha, no lock.
    const owner = h.client();
    expect((await owner.signin(phone)).body.code).toBe(200);
    expect((await owner.signin(email)).body.code).toBe(200);

    // The lock ends with its window, and the failures with it.
    h.clock.advance(15 * 60_000);
    expect((await attacker.signin(phone)).body.code).toBe(200);
  });

  it('answers an unknown identifier exactly like an account (captcha after 3, lock after 10)', async () => {
    const { email } = await account();
    const unknown = freshEmail();
    const a = h.client({ lang: 'en' });
    const b = h.client({ lang: 'en' });
    const answers = async (c: Client, identifier: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < RATE_LIMITS.signinClient.limit + 1; i++) {
        const answer = i < SIGNIN_CAPTCHA_AFTER_FAILURES ? await c.signin(identifier, WRONG) : await signinWithCaptcha(c, identifier, WRONG);
        seen.push(answer.body);
      }
      seen.push((await c.signin(identifier, WRONG)).body);
      return seen;
    };
    const known = await answers(a, email);
    expect(await answers(b, unknown)).toEqual(known);
    expect(known.at(-1)).toMatchObject({ code: 429 });
  });

  it('bounds a guess spread over many clients: 100 failures of one identity lock it everywhere for the window', async () => {
    const { phone, email } = await account();
    const perClient = SIGNIN_CAPTCHA_AFTER_FAILURES - 1; // below the captcha, as a spread guess would stay
    let failures = 0;
    while (failures < RATE_LIMITS.signinIdentity.limit) {
      const c = h.client();
      for (let i = 0; i < perClient && failures < RATE_LIMITS.signinIdentity.limit; i++, failures++) {
        expect((await c.signin(failures % 2 ? phone : email, WRONG)).body).toMatchObject({ code: 400, data: null });
      }
    }
    const owner = h.client({ lang: 'en' });
    for (let i = 0; i < SIGNIN_CAPTCHA_AFTER_FAILURES; i++) {
      const refused = await owner.signin(i % 2 ? phone : email);
      expect(refused.res.statusCode).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    }
    // Refusals by the ceiling are no failures of that client: after the window the owner needs no captcha.
    h.clock.advance(15 * 60_000);
    expect((await owner.signin(email)).body.code).toBe(200);
  });

  it('lets no parallel burst of one client past the captcha: at most 3 passwords checked without one', async () => {
    const { phone } = await account();
    const c = h.client();
    const answers = await Promise.all(Array.from({ length: 12 }, () => c.signin(phone, WRONG)));
    const checked = answers.filter((a) => a.body.msg === '账号或密码错误' || a.body.msg === '账号或密码错误，请输入图形验证码后重试');
    expect(checked).toHaveLength(SIGNIN_CAPTCHA_AFTER_FAILURES);
    // the others wait for a captcha (400); on PostgreSQL the attempts beyond the address's ten in flight at once may
    // already be counted when the last ones arrive, and those are refused as too many (429): never a password check
    for (const a of answers) expect([400, 429], a.body.msg).toContain(a.body.code);
    expect((await c.signin(phone)).body).toMatchObject({ code: 400, data: { reason: 'captchaRequired' } });
  });

  it('keeps the per-address limit on attempts whatever the identity (30 per 15 minutes)', async () => {
    const { phone } = await account();
    const c = h.client();
    for (let i = 0; i < RATE_LIMITS.signinIp.limit - 1; i++) expect((await c.signin(freshEmail(), WRONG)).body.code).toBe(400);
    expect((await c.signin(phone)).body.code).toBe(200);
    expect((await c.signin(phone)).body.code).toBe(429);
  });
});
