import type { MutationResolvers } from '../../generated/resolvers-types';

export const modifyPayPasswordByCurrent: NonNullable<MutationResolvers['modifyPayPasswordByCurrent']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v2/modify/pay-password/pass', input);
  return true;
};
