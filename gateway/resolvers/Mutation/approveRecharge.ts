import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestRechargeOrder } from '../../rest-types';

export const approveRecharge: NonNullable<MutationResolvers['approveRecharge']> = (_parent, { id, idempotencyKey }, { rest }) =>
  rest.post<RestRechargeOrder>(`/ops/v1/recharge/${id}/approve`, {}, idempotencyHeader(idempotencyKey));
