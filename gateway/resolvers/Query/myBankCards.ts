import type { BankCard, QueryResolvers } from '../../generated/resolvers-types';

export const myBankCards: NonNullable<QueryResolvers['myBankCards']> = (_parent, _args, { rest }) => rest.get<BankCard[]>('/member/v2/bank-card/list');
