import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roles } from './roles.table';
import { users } from './users.table';

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleKey] })],
);
