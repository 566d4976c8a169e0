import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestPlanOpinions } from '../../rest-types';

// The services answer the vote with its plan only; the review is read again so the page shows the counts as they are now.
export const votePlan: NonNullable<MutationResolvers['votePlan']> = async (_parent, { requirementNo, planId }, { rest }) => {
  await rest.post('/requ/v1/analysis/vote', { requirementNo, planId });
  return rest.post<RestPlanOpinions>('/requ/v1/analysis/opinions', { requirementNo });
};
