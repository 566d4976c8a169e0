import { graphql } from '@/gql';

/** The detailed market assessment form's fields (schema.graphql `MarketAssessmentForm`). */
export const MarketAssessmentFormFieldsFragment = graphql(`
  fragment MarketAssessmentFormFields on MarketAssessmentForm {
    yearlyTotalsWan
    projectSharePct
    marketValueWan
    competitionScore
    evidence
    comments
  }
`);
