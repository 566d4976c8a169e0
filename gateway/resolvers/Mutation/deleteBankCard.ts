import type { MutationResolvers } from '../../generated/resolvers-types';

export const deleteBankCard: NonNullable<MutationResolvers['deleteBankCard']> = async (_parent, { id }, { rest }) => {
  await rest.post<null>(`/member/v2/bank-card/${id}/delete`);
  return true;
};
