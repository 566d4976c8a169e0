import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCampaign } from '../../rest-types';

export const approveCampaign: NonNullable<MutationResolvers['approveCampaign']> = (_parent, { id }, { rest }) => rest.post<RestCampaign>(`/ops/v1/crowdfunding/${id}/approve`);
