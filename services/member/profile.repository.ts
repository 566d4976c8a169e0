/** Profile rows (`member_profiles`) and the nickname and avatar columns of `users`, always by the caller's own id. */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { industries, memberProfiles, users } from '../db/schema';

export type ProfileFields = {
  fieldsOfInterest: number[];
  professionalField: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  introduction: string | null;
};

export type PersonalInfo = ProfileFields & { nickname: string | null; avatar: string | null };

const EMPTY: ProfileFields = { fieldsOfInterest: [], professionalField: null, provinceCode: null, cityCode: null, districtCode: null, introduction: null };

export function createProfileRepository(db: Executor) {
  return {
    async read(userId: number): Promise<PersonalInfo | null> {
      const [row] = await db
        .select({ nickname: users.nickname, avatar: users.avatar, profile: memberProfiles })
        .from(users)
        .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      const p = row.profile;
      const fields: ProfileFields = p
        ? { fieldsOfInterest: p.fieldsOfInterest, professionalField: p.professionalField, provinceCode: p.provinceCode, cityCode: p.cityCode, districtCode: p.districtCode, introduction: p.introduction }
        : EMPTY;
      return { nickname: row.nickname, avatar: row.avatar, ...fields };
    },

    async save(userId: number, fields: ProfileFields, now: Date): Promise<void> {
      await db
        .insert(memberProfiles)
        .values({ userId, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...fields, updatedAt: now } });
    },

    /** The ids among `ids` that exist in the industry tree (top level or sub-category). */
    async existingIndustries(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: industries.id }).from(industries).where(inArray(industries.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async setNickname(userId: number, nickname: string): Promise<void> {
      await db.update(users).set({ nickname }).where(eq(users.id, userId));
    },

    async setAvatar(userId: number, avatar: string): Promise<void> {
      await db.update(users).set({ avatar }).where(eq(users.id, userId));
    },
  };
}
