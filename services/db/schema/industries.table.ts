import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The industry tree: top-level industries (`parent_id` null) and their sub-categories. */
export const industries = pgTable(
  'industries',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => industries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cnName: text('cn_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('industries_parent_idx').on(t.parentId)],
);
