import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequestCategory } from '../../rest-types';

export const requestCategories: NonNullable<QueryResolvers['requestCategories']> = (_parent, _args, { rest }) =>
  rest.get<RestRequestCategory[]>('/requ/v1/cate/list');
