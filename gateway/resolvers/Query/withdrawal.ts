import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestWithdrawal } from '../../rest-types';

export const withdrawal: NonNullable<QueryResolvers['withdrawal']> = (_parent, { id }, { rest }) => rest.get<RestWithdrawal>(`/wallet/v1/withdraw/${id}`);
