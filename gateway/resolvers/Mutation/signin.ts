import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestAuthTokens } from '../../rest-types';

/**
 * The captcha goes along only when the app has one (the services ask for it after a few failures). The refresh token
 * becomes the HttpOnly cookie (gateway/refresh-cookie.ts); the answer carries the id token only.
 */
export const signin: NonNullable<MutationResolvers['signin']> = async (_parent, { identifier, password, captchaId, captchaCode }, { rest, refreshCookie }) => {
  const tokens = await rest.post<RestAuthTokens>('/member/v2/signin', {
    identifier,
    password,
    ...(captchaId ? { captchaId } : {}),
    ...(captchaCode ? { captchaCode } : {}),
  });
  refreshCookie.set(tokens.refreshToken);
  return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
};
