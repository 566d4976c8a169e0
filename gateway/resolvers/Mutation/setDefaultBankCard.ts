import type { BankCard, MutationResolvers } from '../../generated/resolvers-types';

export const setDefaultBankCard: NonNullable<MutationResolvers['setDefaultBankCard']> = (_parent, { id }, { rest }) =>
  rest.post<BankCard>(`/member/v2/bank-card/${id}/default`);
