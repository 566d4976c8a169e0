import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestInvitation, RestPage } from '../../rest-types';

export const invitations: NonNullable<QueryResolvers['invitations']> = (_parent, { pageNum, pageSize, cate, states }, { rest }) =>
  rest.post<RestPage<RestInvitation>>('/requ/v1/invitation/pages', { pageNum, pageSize, cate: cate ?? undefined, states: states ?? undefined });
