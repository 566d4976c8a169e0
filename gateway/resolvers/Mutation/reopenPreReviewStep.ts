import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const reopenPreReviewStep: NonNullable<MutationResolvers['reopenPreReviewStep']> = (_parent, { id, step }, { rest }) =>
  rest.post<RestRequirement>(`/ops/v1/requirements/${id}/reopen`, { step });
