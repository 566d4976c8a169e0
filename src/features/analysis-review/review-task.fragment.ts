import { graphql } from '@/gql';

/** What the reviewer's page shows of GET /requ/v1/review/task/{invitationId}. */
export const ReviewTaskFieldsFragment = graphql(`
  fragment ReviewTaskFields on ReviewTask {
    invitationId
    requirement {
      id
      requirementNo
      title
      state
    }
    cate
    taskId
    state
    taskState
    scorecard {
      ...ScorecardFields
    }
    items {
      itemId
      label
    }
    reviews {
      itemId
      scores {
        key
        score
      }
      comment
      totalTenths
    }
    guidelinesAcknowledged
    conflict
    expiredAt
    editable
    availableEvents
  }
`);
