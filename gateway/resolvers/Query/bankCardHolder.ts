import type { BankCardHolder, QueryResolvers } from '../../generated/resolvers-types';

export const bankCardHolder: NonNullable<QueryResolvers['bankCardHolder']> = (_parent, _args, { rest }) => rest.get<BankCardHolder>('/member/v2/bank-card/holder');
