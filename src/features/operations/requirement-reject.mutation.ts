import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/reject: back to the publisher with the reason. Operations role; the answer brings the next buttons. */
export const RejectRequirementMutation = graphql(`
  mutation RejectRequirement($id: Int!, $reason: String!) {
    rejectRequirement(id: $id, reason: $reason) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
