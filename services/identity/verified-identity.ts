/**
 * Who a member has proven to be (spec section 4): the verified real name of a person or the registered name of an
 * organisation, or null while the member is not verified. Other areas (bank cards: the cardholder name; wallets
 * later) read it here instead of the real-name tables.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { realNameApplications } from '../db/schema';

export type VerifiedIdentity = { subjectType: 'person' | 'organisation'; name: string };

export async function findVerifiedIdentity(db: Executor, userId: number): Promise<VerifiedIdentity | null> {
  const [row] = await db
    .select({
      subjectType: realNameApplications.subjectType,
      realName: realNameApplications.realName,
      organisationName: realNameApplications.organisationName,
    })
    .from(realNameApplications)
    .where(and(eq(realNameApplications.userId, userId), eq(realNameApplications.status, 'verified')))
    .limit(1);
  if (!row) return null;
  if (row.subjectType === 'organisation') return { subjectType: 'organisation', name: row.organisationName ?? '' };
  return { subjectType: 'person', name: row.realName ?? '' };
}
