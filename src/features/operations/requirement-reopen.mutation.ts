import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/reopen. Operations role; a stage-2 dead end gets a new window of the step. */
export const ReopenPreReviewStepMutation = graphql(`
  mutation ReopenPreReviewStep($id: Int!, $step: PreReviewReopenStep!) {
    reopenPreReviewStep(id: $id, step: $step) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
