import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestCaptcha } from '../../rest-types';

export const captcha: NonNullable<QueryResolvers['captcha']> = (_parent, _args, { rest }) =>
  rest.get<RestCaptcha>('/member/v2/captcha');
