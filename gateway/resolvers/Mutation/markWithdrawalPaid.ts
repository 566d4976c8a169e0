import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestWithdrawal } from '../../rest-types';

export const markWithdrawalPaid: NonNullable<MutationResolvers['markWithdrawalPaid']> = (_parent, { id, bankReference, idempotencyKey }, { rest }) =>
  rest.post<RestWithdrawal>(`/ops/v1/withdraw/${id}/paid`, { bankReference }, idempotencyHeader(idempotencyKey));
