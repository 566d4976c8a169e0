import type { MutationResolvers } from '../../generated/resolvers-types';

export const unlinkBankCard: NonNullable<MutationResolvers['unlinkBankCard']> = async (_parent, { id, transactionPassword }, { rest }) => {
  await rest.post<null>(`/member/v2/bank-card/${id}/unlink`, { transactionPassword });
  return true;
};
