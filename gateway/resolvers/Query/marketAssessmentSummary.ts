import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestMarketAssessmentSummary } from '../../rest-types';

export const marketAssessmentSummary: NonNullable<QueryResolvers['marketAssessmentSummary']> = (_parent, { requirementNo }, { rest }) =>
  rest.post<RestMarketAssessmentSummary>('/requ/v1/market/assessment/summary', { requirementNo });
