import { graphql } from '@/gql';

/** What the assessor's form page shows of GET /requ/v1/market/assessment/{invitationId}. */
export const MarketAssessmentFieldsFragment = graphql(`
  fragment MarketAssessmentFields on MarketAssessment {
    invitationId
    requirement {
      id
      requirementNo
      title
      state
    }
    form {
      ...MarketAssessmentFormFields
    }
    grade
    submitted
    submittedAt
    updatedAt
    payBack
    expiredAt
    editable
  }
`);
