import type { QueryResolvers, WalletBalance } from '../../generated/resolvers-types';

export const walletBalance: NonNullable<QueryResolvers['walletBalance']> = (_parent, _args, { rest }) => rest.get<WalletBalance>('/wallet/v1/balance');
