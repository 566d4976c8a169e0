import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const stopRequirement: NonNullable<MutationResolvers['stopRequirement']> = (_parent, { id, reason }, { rest }) => rest.post<RestRequirement>(`/ops/v1/requirements/${id}/stop`, { reason });
