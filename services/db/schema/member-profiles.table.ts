import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * Profile fields of a member beyond nickname and avatar (which stay on `users`, as POST /member/v2/member
 * returns them): fields of interest (industry ids), professional field, address codes, introduction.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fieldsOfInterest: jsonb('fields_of_interest').$type<number[]>().notNull().default([]),
  professionalField: text('professional_field'),
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
  districtCode: text('district_code'),
  introduction: text('introduction'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
