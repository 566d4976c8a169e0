/**
 * Captchas, verification codes and code keys (DESIGN.md section 6): everything stored as HMACs, captchas
 * single-use and 2 minutes, codes 5 minutes with at most 5 tries, resend after 60 s, code keys 10 minutes
 * and single-use. Rate limits are counted in the database before any expensive work.
 */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS, CODE_KEY_TTL_MS, CODE_TTL_MS, VERIFY_CODE_LENGTH } from '../../machines/constants';
import type { ServicesContext } from '../context';
import { hmac, randomDigits, randomKey, safeEqual } from '../lib/crypto';
import { failure, rateLimited, ruleFailure, ServiceError } from '../lib/errors';
import { isLang, type Lang } from '../lib/messages';
import { message } from '../messages';
import type { CodePurpose } from './codes.repository';
import { RATE_LIMITS } from './rate-limits.repository';

export type CodeChannel = 'sms' | 'email';

export function createVerificationService(ctx: ServicesContext) {
  const { repos, clock } = ctx;
  const captchaHash = async (id: string, text: string) => hmac(await ctx.secret(), `captcha:${id}:${text.trim().toLowerCase()}`);
  const codeHash = async (identifier: string, code: string) => hmac(await ctx.secret(), `code:${identifier}:${code}`);
  const keyHash = async (key: string) => hmac(await ctx.secret(), `code-key:${key}`);

  async function limit(rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS], subject: string): Promise<void> {
    const result = await repos.rateLimits.hit(rule, subject, clock.now());
    if (!result.allowed) throw rateLimited(result.retryAfter);
  }

  /** Consumes the captcha whatever the outcome; true when the answer was right and in time. */
  async function captchaPasses(id: string, answer: string): Promise<boolean> {
    const row = id ? await repos.captchas.consume(id) : null;
    return row !== null && row.expiresAt.getTime() > clock.now() && safeEqual(row.textHash, await captchaHash(id, answer));
  }

  /** Consumes the captcha whatever the outcome, then throws 400 unless the answer was right and in time. */
  async function checkCaptcha(id: string, answer: string): Promise<void> {
    if (!(await captchaPasses(id, answer))) throw ruleFailure({ rule: 'captchaIncorrect' });
  }

  return {
    async issueCaptcha(ip: string): Promise<{ id: string; image: string }> {
      await limit(RATE_LIMITS.captchaIp, ip);
      const captcha = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1ilIq9g', width: 120, height: 40 });
      const id = randomUUID();
      const now = clock.now();
      await repos.captchas.create({
        id,
        textHash: await captchaHash(id, captcha.text),
        testText: ctx.config.testHooks ? captcha.text : null,
        createdAt: new Date(now),
        expiresAt: new Date(now + CAPTCHA_TTL_MS),
      });
      return { id, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
    },

    /**
     * Sends a sign-up or reset code. Cheap refusals come first (IP limit, "already sent" 601, hourly limit)
     * so they do not burn the captcha; a reset for an unknown identifier sends a notice instead of a code,
     * and answers exactly like a real send (no account oracle).
     */
    async sendCode(input: { channel: CodeChannel; identifier: string; purpose: CodePurpose; captchaId: string; captchaCode: string; ip: string; lang: Lang }): Promise<void> {
      const { identifier } = input;
      const now = clock.now();
      await limit(RATE_LIMITS.codeIp, input.ip);
      const resend = await repos.rateLimits.peek(RATE_LIMITS.codeResend, identifier, now);
      if (!resend.allowed) throw alreadySent(resend.retryAfter);
      const hourly = await repos.rateLimits.peek(RATE_LIMITS.codeIdentifierHourly, identifier, now);
      if (!hourly.allowed) throw rateLimited(hourly.retryAfter);

      await checkCaptcha(input.captchaId, input.captchaCode);

      const parsed =
        input.channel === 'sms'
          ? ({ kind: 'phone', areaCode: identifier.split('-')[0], phone: identifier.split('-')[1] } as const)
          : ({ kind: 'email', email: identifier } as const);
      const account = await repos.users.findByIdentifier(parsed);
      if (input.purpose === 'signup' && account) throw failure(400, input.channel === 'sms' ? 'phoneRegistered' : 'emailRegistered');
      // Binding a new contact (account security): refused when any account already uses it.
      if (input.purpose.startsWith('bind:') && account) throw failure(400, input.channel === 'sms' ? 'phoneTaken' : 'emailTaken');

      // Counted only now, so a wrong captcha does not lock the identifier out for a minute.
      const resendHit = await repos.rateLimits.hit(RATE_LIMITS.codeResend, identifier, now);
      if (!resendHit.allowed) throw alreadySent(resendHit.retryAfter);
      await limit(RATE_LIMITS.codeIdentifierHourly, identifier);

      const lang: Lang = account && isLang(account.localization) ? account.localization : input.lang;
      if (input.purpose === 'reset' && !account) {
        await deliver(input.channel, identifier, {
          sms: message('resetUnknownSms', lang),
          subject: message('resetUnknownEmailSubject', lang),
          body: message('resetUnknownEmailBody', lang),
        });
        return;
      }
      const code = randomDigits(VERIFY_CODE_LENGTH);
      await repos.codes.issue({
        identifier,
        purpose: input.purpose,
        codeHash: await codeHash(identifier, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
      const minutes = CODE_TTL_MS / 60_000;
      await deliver(input.channel, identifier, {
        sms: message('codeSms', lang, { code, minutes }),
        subject: message('codeEmailSubject', lang),
        body: message('codeEmailBody', lang, { code, minutes }),
      });
    },

    /** Checks a code and answers its code key. */
    async verifyCode(identifier: string, code: string, ip: string): Promise<string> {
      await limit(RATE_LIMITS.verifyIp, ip);
      const now = new Date(clock.now());
      const row = await repos.codes.takeAttempt(identifier, now);
      if (!row) throw ruleFailure({ rule: 'verifyCodeExpired' });
      if (!safeEqual(row.codeHash, await codeHash(identifier, code))) throw ruleFailure({ rule: 'verifyCodeIncorrect' });
      const key = randomKey(32);
      const redeemed = await repos.codes.redeem(
        row.id,
        { keyHash: await keyHash(key), identifier, purpose: row.purpose, expiresAt: new Date(now.getTime() + CODE_KEY_TTL_MS) },
        now,
      );
      if (!redeemed) throw ruleFailure({ rule: 'verifyCodeExpired' });
      return key;
    },

    keyHash,
    captchaPasses,
  };

  function alreadySent(retryAfter: number): ServiceError {
    return failure(601, 'codeAlreadySent', { seconds: retryAfter }, { retryAfter });
  }

  async function deliver(channel: CodeChannel, to: string, text: { sms: string; subject: string; body: string }): Promise<void> {
    try {
      if (channel === 'sms') await ctx.sms.send(to, text.sms);
      else await ctx.mailer.send({ to, subject: text.subject, text: text.body });
    } catch (err) {
      const error = new ServiceError(500, (lang) => message('deliveryFailed', lang), null);
      error.cause = err;
      throw error;
    }
  }
}

export type VerificationService = ReturnType<typeof createVerificationService>;
