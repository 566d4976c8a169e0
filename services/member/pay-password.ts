/**
 * The one check of a member's transaction password, for every flow that asks for it: changing it by the old
 * one, unlinking a bank card, and the money flows (withdraw, exchange, the review fee, crowdfunding). One limit
 * per member across all of them (5 wrong passwords per 15 minutes), so the flows cannot be combined to guess six
 * digits faster.
 *
 * Only a wrong password counts, and only once: the password is compared first, then a wrong one is counted (one
 * atomic upsert). A right password never counts, so a member paying, or a client sending 20 copies of one
 * payment at once, is never stopped by right passwords. The same wrong password again within the window is no
 * new guess and is not counted again (parallel copies of one request with a wrong password are one attempt).
 *
 * Once 5 wrong passwords are counted, every check answers 429 until the window ends, the right password too
 * (otherwise the answer would still tell right from wrong). The limit is looked at before hashing (a locked-out
 * member costs no hash) and again after: guesses sent in parallel are decided in the order their hashes finish,
 * and a right one among them passes only if fewer than 5 wrong ones were counted before it, so parallel guessing
 * gets no more tries than guessing one by one.
 *
 * Money routes with an Idempotency-Key answer a stored retry before calling this (wallet/idempotency.ts
 * `storedAnswer`), so a retry of a request that happened is never refused by the limit.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServicesContext } from '../context';
import { users } from '../db/schema';
import { failure, rateLimited } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import type { MessageKey } from '../messages';

export const PAY_PASSWORD_LIMIT = { bucket: 'pay-password', limit: 5, windowMs: 15 * 60_000 };

/**
 * One marker per distinct wrong password of a member within the window (`pay-password-wrong:{userId}:{digest}`),
 * kept only for a wrong password that was counted and answered as wrong: a repeat then learns nothing new, so it
 * is not counted again. The digest is an HMAC keyed by the member's stored hash: no plain trace of what was
 * typed, and markers of an old password mean nothing once it changes.
 */
const WRONG_SEEN = { bucket: 'pay-password-wrong', limit: 1, windowMs: PAY_PASSWORD_LIMIT.windowMs };

export type PayPasswordMessages = {
  /** No transaction password is set yet. */
  notSet: MessageKey;
  /** The password does not match. */
  wrong: MessageKey;
};

function wrongPasswordDigest(storedHash: string, password: string): string {
  return createHmac('sha256', storedHash).update(password).digest('base64url');
}

export function createPayPasswordCheck(ctx: Pick<ServicesContext, 'db' | 'repos' | 'clock'>) {
  const limits = ctx.repos.rateLimits;

  async function refuseWhenLockedOut(subject: string, now: number): Promise<void> {
    const state = await limits.peek(PAY_PASSWORD_LIMIT, subject, now);
    if (!state.allowed) throw rateLimited(state.retryAfter);
  }

  /** Resolves when `password` is the member's transaction password; throws 400 `notSet` / `wrong`, or 429. */
  return async function checkPayPassword(userId: number, password: string, messages: PayPasswordMessages): Promise<void> {
    const [user] = await ctx.db.select({ hash: users.transactionPasswordHash }).from(users).where(eq(users.id, userId));
    if (!user?.hash) throw failure(400, messages.notSet);
    const subject = String(userId);
    await refuseWhenLockedOut(subject, ctx.clock.now());
    const right = await verifyPassword(user.hash, password);
    const now = ctx.clock.now();
    if (right) {
      // Wrong guesses counted while this one was hashed lock it out too (see the file comment).
      await refuseWhenLockedOut(subject, now);
      return;
    }
    // The marker first (one atomic upsert), so that of parallel copies exactly one counts.
    const marker = `${subject}:${wrongPasswordDigest(user.hash, password)}`;
    const firstTime = await limits.hit(WRONG_SEEN, marker, now);
    if (firstTime.allowed) {
      const counted = await limits.hit(PAY_PASSWORD_LIMIT, subject, now);
      if (!counted.allowed) {
        // Refused without a verdict: no marker may stay, or a repeat after the window would get one uncounted.
        await limits.reset(WRONG_SEEN, marker);
        throw rateLimited(counted.retryAfter);
      }
    } else {
      await refuseWhenLockedOut(subject, now);
    }
    throw failure(400, messages.wrong);
  };
}

export type CheckPayPassword = ReturnType<typeof createPayPasswordCheck>;
