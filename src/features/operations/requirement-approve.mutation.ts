import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/approve: into the hall; the evaluation starts. Operations role; the answer brings the next buttons. */
export const ApproveRequirementMutation = graphql(`
  mutation ApproveRequirement($id: Int!) {
    approveRequirement(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
