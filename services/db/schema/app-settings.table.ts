import { pgTable, text } from 'drizzle-orm/pg-core';

/** Settings shared by every instance, such as the generated token secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
