/**
 * Sign-in attempts (issue 11): wrong passwords must not let a stranger lock the real owner out. Failures are
 * counted per identity and client address, where the identity is the account (its phone and its e-mail are
 * one identity) or, for an identifier without an account, the normalised identifier itself, so that the
 * answers are the same whether an account exists or not.
 *
 * - From the `SIGNIN_CAPTCHA_AFTER_FAILURES + 1`th attempt of one identity from one address (3 failures before
 *   it) that address must also solve a picture captcha; without one, or with a wrong one, the attempt is
 *   refused with 400 (`data.reason` `captchaRequired` / `captchaIncorrect`) and counts nothing.
 * - After `RATE_LIMITS.signinClient.limit` failures (10 per 15 minutes) that address is locked out of that
 *   identity (429) until its window ends; other addresses, the owner's among them, are not.
 * - `RATE_LIMITS.signinIdentity.limit` failures of one identity from all addresses together (100 per 15 minutes)
 *   lock the identity everywhere: the bound on a guess spread over many addresses.
 * - A right password forgets that address's failures (and gives back its count of the identity's total).
 *
 * Attempts are counted before the password is hashed (one atomic upsert each) and given back when they turn
 * out not to be failures, so parallel guesses cannot slip past a limit between a check and a count.
 */
import { failure, rateLimited, ruleFailure, type ServiceError } from '../lib/errors';
import { RATE_LIMITS, SIGNIN_CAPTCHA_AFTER_FAILURES, type RateLimitsRepository } from './rate-limits.repository';

/** The identity whose failures count together: the account when there is one, else the identifier. */
export function signinIdentity(account: { id: number } | null, identifier: string): string {
  return account ? `user:${account.id}` : `id:${identifier}`;
}

export type SigninCaptcha = { captchaId?: string; captchaCode?: string };

/** An admitted attempt: report its outcome once the password was checked. */
export type SigninAttempt = {
  /** The answer to a wrong password; it says when the next attempt needs a captcha. */
  failed(): ServiceError;
  /** A right password: the address's failures are forgotten. */
  succeeded(): Promise<void>;
};

export function createSigninAttempts(deps: {
  rateLimits: RateLimitsRepository;
  /** Consumes the captcha; true when the answer is right and in time (verification.service.ts). */
  captchaPasses(id: string, answer: string): Promise<boolean>;
}) {
  const { rateLimits } = deps;
  const clientRule = RATE_LIMITS.signinClient;
  const identityRule = RATE_LIMITS.signinIdentity;

  return {
    /**
     * Counts the attempt of `identity` from `client`, or throws: 429 when that address (or every address) is
     * locked out of the identity, 400 when a captcha is needed and missing or wrong.
     */
    async admit(input: { identity: string; client: string; captcha: SigninCaptcha; now: number }): Promise<SigninAttempt> {
      const { identity, now } = input;
      const clientKey = `${identity}|${input.client}`;
      const mine = await rateLimits.count(clientRule, clientKey, now);
      if (mine.count > clientRule.limit) throw rateLimited(mine.retryAfter);
      const everyone = await rateLimits.count(identityRule, identity, now);
      if (everyone.count > identityRule.limit) {
        await rateLimits.refund(clientRule, clientKey);
        throw rateLimited(everyone.retryAfter);
      }
      const giveBack = async () => {
        await rateLimits.refund(clientRule, clientKey);
        await rateLimits.refund(identityRule, identity);
      };

      const failuresBefore = mine.count - 1;
      if (failuresBefore >= SIGNIN_CAPTCHA_AFTER_FAILURES) {
        const { captchaId, captchaCode } = input.captcha;
        if (!captchaId || !captchaCode) {
          await giveBack();
          throw failure(400, 'signinCaptchaRequired', undefined, { reason: 'captchaRequired' });
        }
        if (!(await deps.captchaPasses(captchaId, captchaCode))) {
          await giveBack();
          throw ruleFailure({ rule: 'captchaIncorrect' }, 'captchaIncorrect');
        }
      }

      return {
        failed: () =>
          mine.count >= SIGNIN_CAPTCHA_AFTER_FAILURES
            ? failure(400, 'signinFailedCaptcha', undefined, { reason: 'captchaRequired' })
            : failure(400, 'signinFailed'),
        succeeded: async () => {
          await rateLimits.reset(clientRule, clientKey);
          await rateLimits.refund(identityRule, identity);
        },
      };
    },
  };
}

export type SigninAttempts = ReturnType<typeof createSigninAttempts>;
