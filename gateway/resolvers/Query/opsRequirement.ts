import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const opsRequirement: NonNullable<QueryResolvers['opsRequirement']> = (_parent, { id }, { rest }) => rest.get<RestRequirement>(`/ops/v1/requirements/${id}`);
