/**
 * The gate in front of publishing, joining the hall, evaluating and contributing (spec 6): a verified real name
 * and a complete profile (nickname and at least one field of interest). The app shows the same gate first
 * (src/components/real-name-gate); this is the server's own check.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { memberProfiles, users } from '../db/schema';
import { findVerifiedIdentity } from '../identity';
import { failure } from '../lib/errors';

export async function requireParticipant(db: Executor, userId: number): Promise<void> {
  if (!(await findVerifiedIdentity(db, userId))) throw failure(400, 'participantRealNameRequired', undefined, { reason: 'realNameRequired' });
  const [row] = await db
    .select({ nickname: users.nickname, fields: memberProfiles.fieldsOfInterest })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.nickname?.trim() || !(row.fields ?? []).length) throw failure(400, 'participantProfileRequired', undefined, { reason: 'profileRequired' });
}
