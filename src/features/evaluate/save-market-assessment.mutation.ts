import { graphql } from '@/gql';

/** POST /requ/v1/market/assessment/save: a draft (fields may be empty, none malformed). */
export const SaveMarketAssessmentMutation = graphql(`
  mutation SaveMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {
    saveMarketAssessment(invitationId: $invitationId, form: $form) {
      ...MarketAssessmentFields
    }
  }
`);
