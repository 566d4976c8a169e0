import type { MutationResolvers } from '../../generated/resolvers-types';

export const updateAvatar: NonNullable<MutationResolvers['updateAvatar']> = async (_parent, { avatar }, { rest }) => {
  await rest.post('/member/v2/update/avatar', { avatar });
  return true;
};
