import { type AnyPgColumn, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The server menus of `GET /getRouters`. An item with no roles and no permissions is public. Otherwise the
 * caller needs one of `roles` or one of `permissions` (checked with machines/access), unless
 * `public_outside_production` is set and the services do not run in production.
 */
export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  path: text('path').notNull(),
  component: text('component'),
  hidden: boolean('hidden').notNull().default(false),
  title: text('title').notNull(),
  icon: text('icon'),
  link: text('link'),
  noCache: boolean('no_cache').notNull().default(false),
  roles: text('roles').array().notNull().default([]),
  permissions: text('permissions').array().notNull().default([]),
  publicOutsideProduction: boolean('public_outside_production').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
