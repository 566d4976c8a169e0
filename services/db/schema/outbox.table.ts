import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every SMS and e-mail the services send, stored before any delivery attempt. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
