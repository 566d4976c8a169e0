import type { MutationResolvers } from '../../generated/resolvers-types';

export const modifyLoginPasswordByCurrent: NonNullable<MutationResolvers['modifyLoginPasswordByCurrent']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v2/modify/login-password/pass', input);
  return true;
};
