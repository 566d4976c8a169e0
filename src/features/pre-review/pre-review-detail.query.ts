import { graphql } from '@/gql';

/** GET /requ/v1/owner/details/{id} with its workflow: the publisher's pre-review (stage 2) detail. */
export const PreReviewDetailQuery = graphql(`
  query PreReviewDetail($id: Int!) {
    myRequirement(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
