import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirementPlans } from '../../rest-types';

export const requirementPlans: NonNullable<QueryResolvers['requirementPlans']> = (_parent, { requirementNo }, { rest }) =>
  rest.post<RestRequirementPlans>('/requ/v1/analysis/plans', { requirementNo });
