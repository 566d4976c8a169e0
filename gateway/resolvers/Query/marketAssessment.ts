import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestMarketAssessment } from '../../rest-types';

export const marketAssessment: NonNullable<QueryResolvers['marketAssessment']> = (_parent, { invitationId }, { rest }) =>
  rest.get<RestMarketAssessment>(`/requ/v1/market/assessment/${invitationId}`);
