import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestInviteCateCount } from '../../rest-types';

export const invitationCateGroup: NonNullable<QueryResolvers['invitationCateGroup']> = (_parent, { states }, { rest }) =>
  rest.post<RestInviteCateCount[]>('/requ/v1/invitation/cate-group', { states: states ?? undefined });
