/** Verification codes and the code keys that prove a verified code (both stored as HMACs). */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS } from '../../machines/constants';
import type { Executor } from '../db/client';
import { codeKeys, verificationCodes } from '../db/schema';

/**
 * What a code (and its code key) is for. The signed-in purposes (account security, issue 3) also name the
 * member, `login-password:42`, so a key proves "member 42 verified this identifier for this" and no other
 * member or purpose can use it: see `memberCodePurpose` in security.service.ts.
 */
export type MemberCodeKind = 'login-password' | 'pay-password' | 'withdraw' | 'bind';
export type CodePurpose = 'signup' | 'reset' | `${MemberCodeKind}:${number}`;

/** A key issued to this identifier for this purpose, not used yet, not expired. */
function usableKey(keyHash: string, identifier: string, purpose: CodePurpose, now: Date) {
  return and(
    eq(codeKeys.keyHash, keyHash),
    eq(codeKeys.identifier, identifier),
    eq(codeKeys.purpose, purpose),
    isNull(codeKeys.usedAt),
    gt(codeKeys.expiresAt, now),
  );
}

export function createCodesRepository(db: Executor) {
  return {
    /** Stores a new code; any earlier live code of the identifier dies, so only the latest code works. */
    async issue(row: { identifier: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: row.createdAt })
          .where(and(eq(verificationCodes.identifier, row.identifier), isNull(verificationCodes.consumedAt)));
        await tx.insert(verificationCodes).values(row);
      });
    },

    /**
     * Counts one try against the identifier's latest live code and returns it, or null when there is none
     * left (expired, used, or out of tries). Every try counts, right or wrong, so parallel guesses cannot
     * exceed the bound.
     */
    async takeAttempt(identifier: string, now: Date) {
      const [latest] = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(eq(verificationCodes.identifier, identifier))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      if (!latest) return null;
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, latest.id),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Marks a code used and stores its code key, in one transaction; false if someone used it first. */
    async redeem(codeId: number, key: { keyHash: string; identifier: string; purpose: string; expiresAt: Date }, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
          .returning({ id: verificationCodes.id });
        if (used.length === 0) return false;
        await tx.insert(codeKeys).values({ ...key, createdAt: now });
        return true;
      });
    },

    /** Whether a code key could be used now (a read; `consumeKey` is the atomic use). */
    async keyUsable(keyHash: string, identifier: string, purpose: CodePurpose, now: Date): Promise<boolean> {
      const rows = await db
        .select({ keyHash: codeKeys.keyHash })
        .from(codeKeys)
        .where(usableKey(keyHash, identifier, purpose, now));
      return rows.length === 1;
    },

    /** Uses a code key once, for the identifier and purpose it was issued to; false when it does not qualify. */
    async consumeKey(keyHash: string, identifier: string, purpose: CodePurpose, now: Date): Promise<boolean> {
      const rows = await db
        .update(codeKeys)
        .set({ usedAt: now })
        .where(usableKey(keyHash, identifier, purpose, now))
        .returning({ keyHash: codeKeys.keyHash });
      return rows.length === 1;
    },

    async prune(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
      await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
      await db.delete(codeKeys).where(lt(codeKeys.expiresAt, dayAgo));
    },
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
