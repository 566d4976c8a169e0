import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestCampaign } from '../../rest-types';

export const contribute: NonNullable<MutationResolvers['contribute']> = (_parent, { campaignId, amountFen, transactionPassword, idempotencyKey }, { rest }) =>
  rest.post<RestCampaign>('/requ/v1/crowdfunding/contribute', { campaignId, amountFen, transactionPassword }, idempotencyHeader(idempotencyKey));
