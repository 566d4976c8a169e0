import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestHallMembership } from '../../rest-types';

export const joinHall: NonNullable<MutationResolvers['joinHall']> = (_parent, { input }, { rest }) =>
  rest.post<RestHallMembership>('/requ/v1/pro-hall/join', { kinds: input.kinds, industryIds: input.industryIds });
