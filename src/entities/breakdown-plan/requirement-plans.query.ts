import { graphql } from '@/gql';

/** POST /requ/v1/analysis/plans: the submitted breakdown plans of a requirement (publisher, operations, reviewers); a decided plan's scores. */
export const RequirementPlansQuery = graphql(`
  query RequirementPlans($requirementNo: String!) {
    requirementPlans(requirementNo: $requirementNo) {
      requirementNo
      scorecard {
        ...ScorecardFields
      }
      plans {
        planId
        analyst
        state
        codes {
          taskState
          reviewStatus
          result
        }
        submittedAt
        subTopics {
          ...SubTopicFields
        }
        review {
          reviewers
          totals
          meanTenths
          criteria {
            key
            meanTenths
          }
          passes
        }
      }
    }
  }
`);
