import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestOutboxMessage } from '../../rest-types';

// The services decide who may read it (services/dev/dev-access.ts): the client the gateway names in X-Forwarded-For
// must be loopback, or the caller operations staff, else 403; with the aids off (production, PORTAL_DEV_AIDS=0) 404.
export const outbox: NonNullable<QueryResolvers['outbox']> = (_parent, _args, { rest }) =>
  rest.get<RestOutboxMessage[]>('/dev/outbox');
