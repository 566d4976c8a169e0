import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestAuthTokens } from '../../rest-types';

/** The captcha goes along only when the app has one (the services ask for it after a few failures). */
export const signin: NonNullable<MutationResolvers['signin']> = (_parent, { identifier, password, captchaId, captchaCode }, { rest }) =>
  rest.post<RestAuthTokens>('/member/v2/signin', {
    identifier,
    password,
    ...(captchaId ? { captchaId } : {}),
    ...(captchaCode ? { captchaCode } : {}),
  });
