import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestAuthTokens } from '../../rest-types';

export const signin: NonNullable<MutationResolvers['signin']> = (_parent, { identifier, password }, { rest }) =>
  rest.post<RestAuthTokens>('/member/v2/signin', { identifier, password });
