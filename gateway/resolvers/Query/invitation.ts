import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestInvitation } from '../../rest-types';

export const invitation: NonNullable<QueryResolvers['invitation']> = (_parent, { id }, { rest }) => rest.get<RestInvitation>(`/requ/v1/invitation/detail/${id}`);
