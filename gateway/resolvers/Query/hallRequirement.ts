import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const hallRequirement: NonNullable<QueryResolvers['hallRequirement']> = (_parent, { id }, { rest }) => rest.get<RestRequirement>(`/requ/v1/pro-hall/detail/${id}`);
