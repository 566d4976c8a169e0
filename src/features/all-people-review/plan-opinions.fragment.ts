import { graphql } from '@/gql';

/** What the all-people review page shows of POST /requ/v1/analysis/opinions. */
export const PlanOpinionsFieldsFragment = graphql(`
  fragment PlanOpinionsFields on PlanOpinions {
    requirementNo
    open
    refusal
    myVote
    plans {
      planId
      analyst
      state
      votes
      subTopics {
        position
        title
        researchContent
        expectedResults
      }
      comments {
        id
        author
        mine
        body
        createdAt
      }
    }
  }
`);
