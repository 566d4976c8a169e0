import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCampaign } from '../../rest-types';

// The route names the requirement `id` in its body.
export const applyCrowdfunding: NonNullable<MutationResolvers['applyCrowdfunding']> = (_parent, { requirementId, amountFen, returnRatioBp, applicationDate }, { rest }) =>
  rest.post<RestCampaign>('/requ/v1/crowdfunding/apply', { id: requirementId, amountFen, returnRatioBp, applicationDate });
