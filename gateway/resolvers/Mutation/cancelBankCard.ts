import type { MutationResolvers } from '../../generated/resolvers-types';

export const cancelBankCard: NonNullable<MutationResolvers['cancelBankCard']> = async (_parent, { id }, { rest }) => {
  await rest.post<null>(`/member/v2/bank-card/${id}/cancel`);
  return true;
};
