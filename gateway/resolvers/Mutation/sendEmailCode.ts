import type { MutationResolvers } from '../../generated/resolvers-types';

export const sendEmailCode: NonNullable<MutationResolvers['sendEmailCode']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v2/send/email/verify-code', {
    email: input.email,
    captchaId: input.captchaId,
    captchaCode: input.captchaCode,
    emailType: input.emailType,
  });
  return true;
};
