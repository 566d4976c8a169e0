import type { OutboxMessageResolvers } from '../generated/resolvers-types';

export const OutboxMessage: OutboxMessageResolvers = {
  id: (parent) => String(parent.id),
  subject: (parent) => parent.subject ?? null,
  createdAt: (parent) => (typeof parent.createdAt === 'number' ? new Date(parent.createdAt).toISOString() : parent.createdAt),
};
