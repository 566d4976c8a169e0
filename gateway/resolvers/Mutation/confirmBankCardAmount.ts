import type { BankCardAmountResult, MutationResolvers } from '../../generated/resolvers-types';

export const confirmBankCardAmount: NonNullable<MutationResolvers['confirmBankCardAmount']> = (_parent, { id, amount }, { rest }) =>
  rest.post<BankCardAmountResult>(`/member/v2/bank-card/${id}/confirm-amount`, { amount });
