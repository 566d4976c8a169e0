import { graphql } from '@/gql';

/** GET /ops/v1/requirements/{id} (operations role) with its workflow: the drawer's requirement and buttons. */
export const OpsRequirementDetailQuery = graphql(`
  query OpsRequirementDetail($id: Int!) {
    opsRequirement(id: $id) {
      ...RequirementFields
      ...RequirementContent
      publisher
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
