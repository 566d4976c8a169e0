import { graphql } from '@/gql';

/** GET /requ/v1/owner/details/{id} with its workflow: the publisher's stage-1 detail. */
export const TaskDetailQuery = graphql(`
  query TaskDetail($id: Int!) {
    myRequirement(id: $id) {
      ...RequirementFields
      ...RequirementContent
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
