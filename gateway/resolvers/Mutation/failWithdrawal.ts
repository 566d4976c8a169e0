import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestWithdrawal } from '../../rest-types';

export const failWithdrawal: NonNullable<MutationResolvers['failWithdrawal']> = (_parent, { id, reason, idempotencyKey }, { rest }) =>
  rest.post<RestWithdrawal>(`/ops/v1/withdraw/${id}/fail`, { reason }, idempotencyHeader(idempotencyKey));
