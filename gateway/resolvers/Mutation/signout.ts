import type { MutationResolvers } from '../../generated/resolvers-types';

export const signout: NonNullable<MutationResolvers['signout']> = async (_parent, _args, { rest }) => {
  await rest.post<null>('/member/v2/signout');
  return true;
};
