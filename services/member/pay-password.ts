/**
 * The one check of a member's transaction password, for every flow that asks for it: changing it by the old
 * one, unlinking a bank card, and the wallet flows (withdraw, exchange, pay). One limit per member across all of
 * them (5 wrong passwords per 15 minutes), so the flows cannot be combined to guess six digits faster. Every check
 * takes a slot before the password is compared, so parallel guesses cannot race past the limit; a right password
 * gives its slot back, so a member paying and exchanging all day is never stopped by their own correct password.
 */
import { eq } from 'drizzle-orm';
import type { ServicesContext } from '../context';
import { users } from '../db/schema';
import { failure, rateLimited } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import type { MessageKey } from '../messages';

export const PAY_PASSWORD_LIMIT = { bucket: 'pay-password', limit: 5, windowMs: 15 * 60_000 };

export type PayPasswordMessages = {
  /** No transaction password is set yet. */
  notSet: MessageKey;
  /** The password does not match. */
  wrong: MessageKey;
};

export function createPayPasswordCheck(ctx: Pick<ServicesContext, 'db' | 'repos' | 'clock'>) {
  /** Resolves when `password` is the member's transaction password; throws 400 `notSet` / `wrong`, or 429. */
  return async function checkPayPassword(userId: number, password: string, messages: PayPasswordMessages): Promise<void> {
    const [user] = await ctx.db.select({ hash: users.transactionPasswordHash }).from(users).where(eq(users.id, userId));
    if (!user?.hash) throw failure(400, messages.notSet);
    const hit = await ctx.repos.rateLimits.hit(PAY_PASSWORD_LIMIT, String(userId), ctx.clock.now());
    if (!hit.allowed) throw rateLimited(hit.retryAfter);
    if (!(await verifyPassword(user.hash, password))) throw failure(400, messages.wrong);
    await ctx.repos.rateLimits.refund(PAY_PASSWORD_LIMIT, String(userId));
  };
}

export type CheckPayPassword = ReturnType<typeof createPayPasswordCheck>;
