import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCampaign } from '../../rest-types';

export const rejectCampaign: NonNullable<MutationResolvers['rejectCampaign']> = (_parent, { id, reason }, { rest }) => rest.post<RestCampaign>(`/ops/v1/crowdfunding/${id}/reject`, { reason });
