import { graphql } from '@/gql';

/**
 * The weighted scorecard (criteria with their labels and weights, the pass mark), as the announcement and the
 * reviewer's page show it: asked for once here by the requirement's plans and by the review task.
 */
export const ScorecardFieldsFragment = graphql(`
  fragment ScorecardFields on Scorecard {
    criteria {
      key
      label {
        zh
        en
      }
      weight
    }
    passMark
  }
`);
