import { graphql } from '@/gql';

/** POST /requ/v1/owner/evaluation/reopen: a new evaluation window after a timeout. */
export const ReopenEvaluationMutation = graphql(`
  mutation ReopenEvaluation($id: Int!) {
    reopenEvaluation(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
