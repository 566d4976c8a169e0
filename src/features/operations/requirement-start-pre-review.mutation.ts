import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/start-pre-review. Operations role; the answer brings the next buttons. */
export const StartRequirementPreReviewMutation = graphql(`
  mutation StartRequirementPreReview($id: Int!) {
    startPreReview(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
