import { graphql } from '@/gql';

/** POST /requ/v1/solution/list: the solutions of a requirement the caller may read (experts once under review, the publisher once reviewed). */
export const RequirementSolutionsQuery = graphql(`
  query RequirementSolutions($requirementNo: String!) {
    requirementSolutions(requirementNo: $requirementNo) {
      requirementNo
      solutions {
        solutionId
        subTopicId
        provider
        state
        codes {
          taskState
          reviewStatus
          result
        }
        submittedAt
        content {
          ...SolutionContentFields
        }
      }
    }
  }
`);
