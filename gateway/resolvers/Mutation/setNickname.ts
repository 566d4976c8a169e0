import type { MutationResolvers } from '../../generated/resolvers-types';

// The services take the spec's form-encoded body and JSON alike; the gateway sends JSON like everywhere.
export const setNickname: NonNullable<MutationResolvers['setNickname']> = async (_parent, { nickname }, { rest }) => {
  await rest.post('/member/v2/set/nickname', { nickname });
  return true;
};
