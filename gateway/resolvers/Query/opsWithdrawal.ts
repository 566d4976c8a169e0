import type { QueryResolvers, WalletTransition } from '../../generated/resolvers-types';
import type { RestOpsWithdrawal } from '../../rest-types';

export const opsWithdrawal: NonNullable<QueryResolvers['opsWithdrawal']> = (_parent, { id }, { rest }) =>
  rest.get<{ withdrawal: RestOpsWithdrawal; history: WalletTransition[] }>(`/ops/v1/withdraw/${id}`);
