import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestAuthTokens } from '../../rest-types';

/**
 * Renews the id token with the refresh token of the HttpOnly cookie, never one the client names. Without a cookie the
 * services get an empty token and answer their own localised 401. A failure leaves the cookie alone: two tabs racing
 * with the same token, the loser's 401 must not expire the winner's new cookie.
 */
export const refreshToken: NonNullable<MutationResolvers['refreshToken']> = async (_parent, _args, { rest, refreshCookie }) => {
  const tokens = await rest.post<RestAuthTokens>('/member/v2/token/refresh', { refreshToken: refreshCookie.presented ?? '' });
  refreshCookie.set(tokens.refreshToken);
  return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
};
