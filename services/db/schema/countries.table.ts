import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries and regions with their calling codes; `iso` is the ISO 3166-1 alpha-2 code. */
export const countries = pgTable('countries', {
  iso: text('iso').primaryKey(),
  areaCode: text('area_code').notNull(),
  enName: text('en_name').notNull(),
  zhName: text('zh_name').notNull(),
  flag: text('flag').notNull(),
  sort: integer('sort').notNull().default(0),
});
