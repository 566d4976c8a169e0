import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';

export function createSessionsRepository(db: Executor) {
  const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  return {
    async create(row: { id: string; userId: number; refreshJti: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The live session and its user, in one query (every authenticated request asks this). */
    async findLive(id: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), live(now)));
      return row ?? null;
    },

    /** Rotation: only the current refresh token may be exchanged, once. */
    async rotate(id: string, oldJti: string, newJti: string, now: Date, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ refreshJti: newJti, refreshedAt: now, expiresAt })
        .where(and(eq(sessions.id, id), eq(sessions.refreshJti, oldJti), live(now)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllOfUser(userId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async prune(now: Date): Promise<void> {
      const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
      await db.delete(sessions).where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo))));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
