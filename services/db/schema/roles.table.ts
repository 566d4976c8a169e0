import { pgTable, text } from 'drizzle-orm/pg-core';

/** The roles of spec section 6 (`member`, `operations`, `product_owner`, `admin`). */
export const roles = pgTable('roles', {
  key: text('key').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});
