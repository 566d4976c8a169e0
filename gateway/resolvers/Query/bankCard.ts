import type { BankCard, QueryResolvers } from '../../generated/resolvers-types';

export const bankCard: NonNullable<QueryResolvers['bankCard']> = (_parent, { id }, { rest }) => rest.get<BankCard>(`/member/v2/bank-card/${id}`);
