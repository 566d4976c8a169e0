import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestAuthTokens } from '../../rest-types';

export const refreshToken: NonNullable<MutationResolvers['refreshToken']> = (_parent, { refreshToken }, { rest }) =>
  rest.post<RestAuthTokens>('/member/v2/token/refresh', { refreshToken });
