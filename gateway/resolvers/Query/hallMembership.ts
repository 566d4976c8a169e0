import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestHallMembership } from '../../rest-types';

export const hallMembership: NonNullable<QueryResolvers['hallMembership']> = (_parent, _args, { rest }) => rest.get<RestHallMembership>('/requ/v1/pro-hall/membership');
