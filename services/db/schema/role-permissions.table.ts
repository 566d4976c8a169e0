import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roles } from './roles.table';

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleKey, t.permission] })],
);
