/** The account-security writes on users and sessions (issue 3): transaction password, binding, other sessions. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';

export function createSecurityRepository(db: Executor) {
  return {
    async setTransactionPassword(userId: number, hash: string, now: Date): Promise<void> {
      await db.update(users).set({ transactionPasswordHash: hash, transactionPasswordModifiedAt: now }).where(eq(users.id, userId));
    },

    /** Binds the phone identifier unless the member has one already; false when not bound (already one). */
    async bindPhone(userId: number, phone: string): Promise<boolean> {
      const rows = await db.update(users).set({ phone }).where(and(eq(users.id, userId), isNull(users.phone))).returning({ id: users.id });
      return rows.length === 1;
    },

    async bindEmail(userId: number, email: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ primaryEmail: email })
        .where(and(eq(users.id, userId), isNull(users.primaryEmail)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Ends every live session of the member except `keepSessionId` (the one that changed the password). */
    async revokeOtherSessions(userId: number, keepSessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    },
  };
}
