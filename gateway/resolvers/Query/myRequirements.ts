import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestPage, RestRequirement } from '../../rest-types';

export const myRequirements: NonNullable<QueryResolvers['myRequirements']> = (_parent, { pageNum, pageSize, stage, state }, { rest }) =>
  rest.post<RestPage<RestRequirement>>('/requ/v1/owner/pages', { pageNum, pageSize, stage: stage ?? undefined, state: state ?? undefined });
