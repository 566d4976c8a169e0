import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A member's real-name application (spec sections 3 and 4; machines/identity/real-name.machine.ts). One row per
 * member: a failed application is edited and resubmitted in place, the log (`entity_transitions`, entity type
 * `real_name`) keeps every decision. The machine's state is stored as the lifecycle columns of DESIGN.md
 * section 3 (`state_value`, `context`, `status`, `version`).
 *
 * `identity_key` is the normalized ID number (person) or unified social credit code (organisation), prefixed by
 * the subject type; the partial unique index lets one number serve only one account while an application is in
 * the identity check, in review, or verified.
 */
export const realNameApplications = pgTable(
  'real_name_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    /** `person` or `organisation`. */
    subjectType: text('subject_type').notNull(),
    identityKey: text('identity_key').notNull(),
    // person
    /** `nationalId`, `passport` or `drivingLicence`. */
    idType: text('id_type'),
    /** ISO 3166-1 alpha-2 code from the countries list. */
    nationality: text('nationality'),
    realName: text('real_name'),
    idNumber: text('id_number'),
    handheldPhotoKey: text('handheld_photo_key'),
    frontPhotoKey: text('front_photo_key'),
    backPhotoKey: text('back_photo_key'),
    idValidFrom: date('id_valid_from', { mode: 'string' }),
    /** Null with `id_long_term`: the document does not expire. */
    idValidTo: date('id_valid_to', { mode: 'string' }),
    // organisation
    organisationName: text('organisation_name'),
    creditCode: text('credit_code'),
    licenceValidFrom: date('licence_valid_from', { mode: 'string' }),
    /** Null for a licence without expiry (long-term). */
    licenceValidTo: date('licence_valid_to', { mode: 'string' }),
    licenceImageKey: text('licence_image_key'),
    authorizationImageKey: text('authorization_image_key'),
    /** `face` (legal representative's face check) or `letter` (authorized representative's letter). */
    method: text('method'),
    /** The reason of the last rejection (review or face check), shown to the member. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('real_name_applications_user_idx').on(t.userId),
    index('real_name_applications_status_idx').on(t.status, t.submittedAt),
    uniqueIndex('real_name_applications_identity_idx')
      .on(t.identityKey)
      .where(sql`status in ('identityCheck', 'inReview', 'verified')`),
  ],
);
