import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';

export const cancelRechargeOrder: NonNullable<MutationResolvers['cancelRechargeOrder']> = (_parent, { id }, { rest }) =>
  rest.post<RestRechargeOrder>(`/wallet/v1/recharge/${id}/cancel`);
