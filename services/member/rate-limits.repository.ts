/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every instance counts together.
 * `hit` counts one attempt atomically (one upsert); `peek` answers without counting.
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
  return {
    async hit(rule: RateLimitRule, subject: string, now: number): Promise<RateLimitResult> {
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
      if (row.count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfter: retryAfter(row.windowStart, rule.windowMs, now) };
    },

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

    /** Drops windows that ended long ago (housekeeping; any window is at most an hour). */
    async prune(now: number, olderThanMs = 24 * 60 * 60_000): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now - olderThanMs).toISOString()}::timestamptz`);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

/** The numbers of docs/contracts.md "Rate limits". */
export const RATE_LIMITS = {
  signinIdentifier: { bucket: 'signin:id', limit: 10, windowMs: 15 * 60_000 },
  signinIp: { bucket: 'signin:ip', limit: 30, windowMs: 15 * 60_000 },
  codeResend: { bucket: 'code:resend', limit: 1, windowMs: 60_000 },
  codeIdentifierHourly: { bucket: 'code:id', limit: 10, windowMs: 60 * 60_000 },
  codeIp: { bucket: 'code:ip', limit: 20, windowMs: 60 * 60_000 },
  captchaIp: { bucket: 'captcha:ip', limit: 60, windowMs: 10 * 60_000 },
  // Every wrong try spends one of a code's 5: one address must not burn other people's codes at will.
  verifyIp: { bucket: 'verify:ip', limit: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
