import { graphql } from '@/gql';

/** What the analyst's page shows of GET /requ/v1/analysis/plan/{invitationId}. */
export const BreakdownPlanFieldsFragment = graphql(`
  fragment BreakdownPlanFields on BreakdownPlan {
    invitationId
    requirement {
      id
      requirementNo
      title
      state
    }
    planId
    state
    codes {
      taskState
      reviewStatus
      result
    }
    subTopics {
      ...SubTopicFields
    }
    submittedAt
    expiredAt
    editable
  }
`);
