import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestRequirement } from '../../rest-types';

// The route names the requirement `id` in its body and answers the fee's part of the requirement (state, codes,
// fee, deadline). The mutation promises the whole requirement: when the answer is not a full view, the publisher's
// own detail is read after the payment (a read: the payment itself stays once per Idempotency-Key).
export const payReviewFee: NonNullable<MutationResolvers['payReviewFee']> = async (
  _parent,
  { requirementId, amountFen, transactionPassword, idempotencyKey },
  { rest },
) => {
  const paid = await rest.post<Partial<RestRequirement> & { id: number }>(
    '/requ/v1/fee/pay',
    { id: requirementId, amountFen, transactionPassword },
    idempotencyHeader(idempotencyKey),
  );
  if (isFullView(paid)) return paid;
  return rest.get<RestRequirement>(`/requ/v1/owner/details/${paid.id ?? requirementId}`);
};

function isFullView(answer: Partial<RestRequirement>): answer is RestRequirement {
  return typeof answer.title === 'string' && typeof answer.createdAt === 'number' && typeof answer.updatedAt === 'number' && typeof answer.state === 'string';
}
