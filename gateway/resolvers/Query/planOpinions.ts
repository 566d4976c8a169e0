import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestPlanOpinions } from '../../rest-types';

export const planOpinions: NonNullable<QueryResolvers['planOpinions']> = (_parent, { requirementNo }, { rest }) =>
  rest.post<RestPlanOpinions>('/requ/v1/analysis/opinions', { requirementNo });
