import type { QueryResolvers, WalletTransition } from '../../generated/resolvers-types';
import type { RestOpsRechargeOrder } from '../../rest-types';

export const opsRechargeOrder: NonNullable<QueryResolvers['opsRechargeOrder']> = (_parent, { id }, { rest }) =>
  rest.get<{ order: RestOpsRechargeOrder; history: WalletTransition[] }>(`/ops/v1/recharge/${id}`);
