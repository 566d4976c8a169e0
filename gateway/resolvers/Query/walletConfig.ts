import type { QueryResolvers, WalletConfig } from '../../generated/resolvers-types';

export const walletConfig: NonNullable<QueryResolvers['walletConfig']> = (_parent, _args, { rest }) => rest.get<WalletConfig>('/wallet/v1/config');
