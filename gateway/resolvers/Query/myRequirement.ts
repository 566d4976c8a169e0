import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const myRequirement: NonNullable<QueryResolvers['myRequirement']> = (_parent, { id }, { rest }) => rest.get<RestRequirement>(`/requ/v1/owner/details/${id}`);
