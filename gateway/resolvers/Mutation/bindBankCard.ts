import type { BankCard, MutationResolvers } from '../../generated/resolvers-types';

export const bindBankCard: NonNullable<MutationResolvers['bindBankCard']> = (_parent, { input }, { rest }) =>
  rest.post<BankCard>('/member/v2/bank-card/bind', { cardNumber: input.cardNumber, branchName: input.branchName, mobile: input.mobile });
