import { graphql } from '@/gql';

/** POST /requ/v1/market/assessment/summary: the submitted assessments side by side with the aggregate. */
export const MarketAssessmentSummaryQuery = graphql(`
  query MarketAssessmentSummary($requirementNo: String!) {
    marketAssessmentSummary(requirementNo: $requirementNo) {
      requirementNo
      assessments {
        assessor
        grade
        submittedAt
        form {
          ...MarketAssessmentFormFields
        }
      }
      aggregate {
        count
        years { mean median min max }
        shareBp { mean median min max }
        marketValueWan { mean median min max }
        competitionScore { mean median min max }
        grades { A B C D }
      }
    }
  }
`);
