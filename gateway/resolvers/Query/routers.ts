import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRouterItem } from '../../rest-types';

export const routers: NonNullable<QueryResolvers['routers']> = (_parent, _args, { rest }) =>
  rest.get<RestRouterItem[]>('/getRouters');
