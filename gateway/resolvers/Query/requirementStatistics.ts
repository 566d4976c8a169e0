import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirementStatistics } from '../../rest-types';

export const requirementStatistics: NonNullable<QueryResolvers['requirementStatistics']> = (_parent, _args, { rest }) => rest.get<RestRequirementStatistics>('/requ/v1/owner/statistics');
