import type { BankCard, MutationResolvers } from '../../generated/resolvers-types';

export const failBankCardVerification: NonNullable<MutationResolvers['failBankCardVerification']> = (_parent, { id, reason }, { rest }) =>
  rest.post<BankCard>(`/ops/v1/bank-card/${id}/fail`, { reason });
