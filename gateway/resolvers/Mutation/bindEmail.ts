import type { MutationResolvers } from '../../generated/resolvers-types';

export const bindEmail: NonNullable<MutationResolvers['bindEmail']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>(`/member/v3/bind/email?${new URLSearchParams({ email: input.email, ecdk: input.ecdk })}`);
  return true;
};
