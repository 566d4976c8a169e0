import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestPage, RestRequirement } from '../../rest-types';

export const opsRequirements: NonNullable<QueryResolvers['opsRequirements']> = (_parent, { pageNum, pageSize, state }, { rest }) =>
  rest.post<RestPage<RestRequirement>>('/ops/v1/requirements/pages', { pageNum, pageSize, state: state ?? undefined });
