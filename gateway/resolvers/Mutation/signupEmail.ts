import type { MutationResolvers } from '../../generated/resolvers-types';

export const signupEmail: NonNullable<MutationResolvers['signupEmail']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v3/signup/email', {
    email: input.email,
    password: input.password,
    confirmPassword: input.confirmPassword,
    ecdk: input.ecdk,
  });
  return true;
};
