import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestOutboxMessage } from '../../rest-types';

// The services refuse /dev/* in production (404), which the app sees as status 404.
export const outbox: NonNullable<QueryResolvers['outbox']> = (_parent, _args, { rest }) =>
  rest.get<RestOutboxMessage[]>('/dev/outbox');
