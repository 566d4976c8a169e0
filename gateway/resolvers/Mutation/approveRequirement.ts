import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const approveRequirement: NonNullable<MutationResolvers['approveRequirement']> = (_parent, { id }, { rest }) => rest.post<RestRequirement>(`/ops/v1/requirements/${id}/approve`);
