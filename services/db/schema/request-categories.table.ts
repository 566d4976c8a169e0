import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const requestCategories = pgTable('request_categories', {
  id: integer('id').primaryKey(),
  industryName: text('industry_name').notNull(),
  industryNameEn: text('industry_name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});
