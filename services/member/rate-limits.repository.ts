/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every instance counts together.
 * `hit` counts one attempt atomically (one upsert); `count` does the same and answers the count; `peek` answers
 * without counting; `refund` gives one back and `reset` forgets the window.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimitRule = { bucket: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfter: number };

function retryAfter(windowStart: Date, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
}

export function createRateLimitsRepository(db: Executor) {
  /**
   * Counts one attempt atomically (one upsert) and answers the window's count including it, and the seconds
   * until the window ends. For policies with more than one threshold in a window (sign-in: a captcha after a
   * few failures, a lock after more).
   */
  async function countAttempt(rule: RateLimitRule, subject: string, now: number): Promise<{ count: number; retryAfter: number }> {
    const key = `${rule.bucket}:${subject}`;
    const start = new Date(now).toISOString();
    const threshold = new Date(now - rule.windowMs).toISOString();
    const expired = sql`${rateLimits.windowStart} <= ${threshold}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(now), count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${start}::timestamptz ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    return { count: row.count, retryAfter: retryAfter(row.windowStart, rule.windowMs, now) };
  }

  return {
    async hit(rule: RateLimitRule, subject: string, now: number): Promise<RateLimitResult> {
      const counted = await countAttempt(rule, subject, now);
      return counted.count <= rule.limit ? { allowed: true } : { allowed: false, retryAfter: counted.retryAfter };
    },

    count: countAttempt,

    async peek(rule: RateLimitRule, subject: string, now: number): Promise<RateLimitResult> {
      const key = `${rule.bucket}:${subject}`;
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.windowStart.getTime() <= now - rule.windowMs || row.count < rule.limit) return { allowed: true };
      return { allowed: false, retryAfter: retryAfter(row.windowStart, rule.windowMs, now) };
    },

    /** Gives back one counted attempt (a check that turned out right: only failures should use up the limit). */
    async refund(rule: RateLimitRule, subject: string): Promise<void> {
      const key = `${rule.bucket}:${subject}`;
      await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` }).where(eq(rateLimits.key, key));
    },

    /** Forgets the window altogether (sign-in: a right password clears that client's failures). */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, `${rule.bucket}:${subject}`));
    },

    /** Drops windows that ended long ago (housekeeping; any window is at most an hour). */
    async prune(now: number, olderThanMs = 24 * 60 * 60_000): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now - olderThanMs).toISOString()}::timestamptz`);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

/**
 * Sign-in failures of one identity (an account, whichever of its phone or e-mail was typed; an unknown identifier
 * by itself) from one client address after which that client must also solve a picture captcha to sign in
 * with that identity (services/README.md "Sign-in attempts").
 */
export const SIGNIN_CAPTCHA_AFTER_FAILURES = 3;

/** The numbers of docs/contracts.md "Rate limits". */
export const RATE_LIMITS = {
  // Sign-in (member/signin-attempts.ts). Every attempt from one address, whatever the account.
  signinIp: { bucket: 'signin:ip', limit: 30, windowMs: 15 * 60_000 },
  // Failures of one identity from one address: a captcha from the 4th attempt, locked after the 10th (that address only).
  signinClient: { bucket: 'signin:client', limit: 10, windowMs: 15 * 60_000 },
  // Failures of one identity from every address together: the bound on a guess spread over many addresses.
  signinIdentity: { bucket: 'signin:identity', limit: 100, windowMs: 15 * 60_000 },
  codeResend: { bucket: 'code:resend', limit: 1, windowMs: 60_000 },
  codeIdentifierHourly: { bucket: 'code:id', limit: 10, windowMs: 60 * 60_000 },
  codeIp: { bucket: 'code:ip', limit: 20, windowMs: 60 * 60_000 },
  captchaIp: { bucket: 'captcha:ip', limit: 60, windowMs: 10 * 60_000 },
  // Every wrong try spends one of a code's 5: one address must not burn other people's codes at will.
  verifyIp: { bucket: 'verify:ip', limit: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
