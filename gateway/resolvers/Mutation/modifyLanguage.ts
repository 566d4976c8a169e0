import type { MutationResolvers } from '../../generated/resolvers-types';

export const modifyLanguage: NonNullable<MutationResolvers['modifyLanguage']> = async (_parent, { lang }, { rest }) => {
  await rest.get<null>('/member/v2/modify/language', { lang });
  return true;
};
