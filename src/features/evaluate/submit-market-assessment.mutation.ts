import { graphql } from '@/gql';

/** POST /requ/v1/market/assessment/submit: the complete form, once (final). */
export const SubmitMarketAssessmentMutation = graphql(`
  mutation SubmitMarketAssessment($invitationId: Int!, $form: MarketAssessmentFormInput!) {
    submitMarketAssessment(invitationId: $invitationId, form: $form) {
      ...MarketAssessmentFields
    }
  }
`);
