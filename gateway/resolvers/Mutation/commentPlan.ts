import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestPlanOpinions } from '../../rest-types';

// The body goes as typed: the services trim it and check its length (machines/rules/plan-opinion.ts); then the review is read again.
export const commentPlan: NonNullable<MutationResolvers['commentPlan']> = async (_parent, { requirementNo, planId, body }, { rest }) => {
  await rest.post('/requ/v1/analysis/comment', { requirementNo, planId, body });
  return rest.post<RestPlanOpinions>('/requ/v1/analysis/opinions', { requirementNo });
};
