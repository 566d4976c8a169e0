import { graphql } from '@/gql';

/** GET /requ/v1/market/assessment/{invitationId}: my detailed market assessment (an empty form before the first save). */
export const MarketAssessmentQuery = graphql(`
  query MarketAssessment($invitationId: Int!) {
    marketAssessment(invitationId: $invitationId) {
      ...MarketAssessmentFields
    }
  }
`);
