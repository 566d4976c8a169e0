import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { realNameApplications } from './real-name-applications.table';
import { users } from './users.table';

/**
 * The face checks of legal representatives (spec section 4, "identity check"). One row per check started by a
 * submission with method `face`. The provider adapter (services/identity/face-check.provider.ts) runs it; the
 * embedded default leaves the row `pending` in the operations queue, where staff pass or fail it. The decision
 * moves the application's machine (`faceCheck.passed` / `faceCheck.failed`) and is logged there.
 */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => realNameApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adapter that runs the check (`operations` for the embedded default). */
    provider: text('provider').notNull(),
    /** The provider's own reference, when it has one. */
    providerRef: text('provider_ref'),
    /** `pending`, `passed` or `failed`. */
    status: text('status').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('face_checks_status_idx').on(t.status, t.createdAt), index('face_checks_application_idx').on(t.applicationId)],
);
