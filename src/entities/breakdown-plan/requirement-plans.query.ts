import { graphql } from '@/gql';

/** POST /requ/v1/analysis/plans: the submitted breakdown plans of a requirement (publisher, operations, reviewers). */
export const RequirementPlansQuery = graphql(`
  query RequirementPlans($requirementNo: String!) {
    requirementPlans(requirementNo: $requirementNo) {
      requirementNo
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
      }
    }
  }
`);
