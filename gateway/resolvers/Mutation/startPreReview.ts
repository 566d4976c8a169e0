import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const startPreReview: NonNullable<MutationResolvers['startPreReview']> = (_parent, { id }, { rest }) => rest.post<RestRequirement>(`/ops/v1/requirements/${id}/start-pre-review`);
