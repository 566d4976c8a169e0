import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';

export const submitRechargeVoucher: NonNullable<MutationResolvers['submitRechargeVoucher']> = (_parent, { id, transferReference, voucherKey }, { rest }) =>
  rest.post<RestRechargeOrder>(`/wallet/v1/recharge/${id}/voucher`, { transferReference, voucherKey });
