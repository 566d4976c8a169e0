import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HALL_STATES } from '../../../machines/requirement/requirement.machine';

/** An attachment of a requirement: an uploaded object (PDF or image, checked by content) with its display name. */
export type RequirementAttachment = { key: string; name: string; contentType: string; size: number };

/**
 * Requirements with their lifecycle (machines/requirement/requirement.machine.ts). The content columns are what
 * the publish form fills; `details_html` is sanitized on the server, `details_text` is its visible text (for the
 * 5000-character rule and search). `search_text` is the lower-cased title, keywords and details the hall
 * searches. `deadline_at` is the deadline of the current state (evaluation window, payment window, decision
 * window), delivered by the workflow scheduler.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementNo: text('requirement_no').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull().default(''),
    /** The domain category: a top-level industry and optionally one of its sub-categories. */
    industryId: integer('industry_id'),
    industrySubId: integer('industry_sub_id'),
    categoryId: integer('category_id'),
    durationDays: integer('duration_days'),
    budgetFen: bigint('budget_fen', { mode: 'number' }),
    detailsHtml: text('details_html').notNull().default(''),
    detailsText: text('details_text').notNull().default(''),
    attachments: jsonb('attachments').$type<RequirementAttachment[]>().notNull().default([]),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    institutions: text('institutions').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull().default(0),
    feeTransferId: bigint('fee_transfer_id', { mode: 'number' }),
    reason: text('reason'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('requirements_no_idx').on(t.requirementNo),
    index('requirements_user_idx').on(t.userId, t.updatedAt),
    // The hall's page: newest published first among the states it shows, read in index order however many rows
    // there are (a stage filter names a subset of these states, which the planner proves covered).
    index('requirements_hall_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql.raw(`status in (${HALL_STATES.map((s) => `'${s}'`).join(', ')})`)),
    index('requirements_industry_idx').on(t.industryId, t.publishedAt),
  ],
);
