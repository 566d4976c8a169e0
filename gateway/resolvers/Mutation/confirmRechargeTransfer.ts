import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';

export const confirmRechargeTransfer: NonNullable<MutationResolvers['confirmRechargeTransfer']> = (_parent, { id }, { rest }) =>
  rest.post<RestRechargeOrder>(`/wallet/v1/recharge/${id}/confirm-transfer`);
