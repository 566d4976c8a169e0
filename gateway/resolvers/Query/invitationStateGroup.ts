import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestInviteStateCount } from '../../rest-types';

export const invitationStateGroup: NonNullable<QueryResolvers['invitationStateGroup']> = (_parent, _args, { rest }) => rest.get<RestInviteStateCount[]>('/requ/v1/invitation/state-group');
