import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';

export const rejectRecharge: NonNullable<MutationResolvers['rejectRecharge']> = (_parent, { id, reason }, { rest }) =>
  rest.post<RestRechargeOrder>(`/ops/v1/recharge/${id}/reject`, { reason });
