import type { BankCard, MutationResolvers } from '../../generated/resolvers-types';

export const editBankCard: NonNullable<MutationResolvers['editBankCard']> = (_parent, { id, input }, { rest }) =>
  rest.post<BankCard>(`/member/v2/bank-card/${id}/edit`, { cardNumber: input.cardNumber, branchName: input.branchName, mobile: input.mobile });
