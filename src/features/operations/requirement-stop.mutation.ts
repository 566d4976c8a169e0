import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/stop: ends the requirement with the reason. Operations role; the answer brings the next buttons. */
export const StopRequirementMutation = graphql(`
  mutation StopRequirement($id: Int!, $reason: String!) {
    stopRequirement(id: $id, reason: $reason) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
