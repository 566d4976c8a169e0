import type { MutationResolvers } from '../../generated/resolvers-types';
import { isServiceError } from '../../rest-client';
import type { RestAuthTokens } from '../../rest-types';

/**
 * Revokes the session and expires the refresh cookie, whatever the services answer (the member wants out). A member
 * back after the id token's 2 hours still ends the session: with the id token refused (401), the refresh cookie
 * renews it once and that token signs out. Only then is the 401 passed on, when no cookie could help.
 */
export const signout: NonNullable<MutationResolvers['signout']> = async (_parent, _args, { rest, refreshCookie, restWithToken }) => {
  try {
    await rest.post<null>('/member/v2/signout');
    return true;
  } catch (error) {
    const refresh = refreshCookie.presented;
    if (!refresh || !isServiceError(error, 401)) throw error;
    const renewed = await rest.post<RestAuthTokens>('/member/v2/token/refresh', { refreshToken: refresh }).catch(() => null);
    if (!renewed) throw error;
    await restWithToken(renewed.idToken).post<null>('/member/v2/signout');
    return true;
  } finally {
    refreshCookie.clear();
  }
};
