import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/complete-stage: close a later stage until its issue fills it. Operations role; the answer brings the next buttons. */
export const CompleteRequirementStageMutation = graphql(`
  mutation CompleteRequirementStage($id: Int!) {
    completeRequirementStage(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
