import type { QueryResolvers } from '../../generated/resolvers-types';

// GET /requ/v1/crowdfunding/detail/{id} through the request's loader, shared with `Requirement.campaign`.
// Public once approved: works without a token, and forwards the caller's token when there is one.
export const campaign: NonNullable<QueryResolvers['campaign']> = (_parent, { id }, { loaders }) => loaders.campaignById.load(id);
