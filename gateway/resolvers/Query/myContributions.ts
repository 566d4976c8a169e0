import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestContribution, RestPage } from '../../rest-types';

export const myContributions: NonNullable<QueryResolvers['myContributions']> = (_parent, { pageNum, pageSize }, { rest }) =>
  rest.post<RestPage<RestContribution>>('/requ/v1/crowdfunding/contributions', { pageNum, pageSize });
