import type { MutationResolvers } from '../../generated/resolvers-types';

export const resetPasswordByEmail: NonNullable<MutationResolvers['resetPasswordByEmail']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v3/forget/login-password/email', {
    email: input.email,
    newPassword: input.newPassword,
    rNewPassword: input.rNewPassword,
    ecdk: input.ecdk,
  });
  return true;
};
