import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';

export const rechargeOrder: NonNullable<QueryResolvers['rechargeOrder']> = (_parent, { id }, { rest }) => rest.get<RestRechargeOrder>(`/wallet/v1/recharge/${id}`);
