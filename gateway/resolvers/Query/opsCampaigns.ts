import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestCampaign, RestPage } from '../../rest-types';

export const opsCampaigns: NonNullable<QueryResolvers['opsCampaigns']> = (_parent, { pageNum, pageSize, state }, { rest }) =>
  rest.post<RestPage<RestCampaign>>('/ops/v1/crowdfunding/pages', { pageNum, pageSize, state: state ?? undefined });
