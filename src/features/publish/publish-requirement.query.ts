import { graphql } from '@/gql';

/** A draft or a rejected requirement reopened by `?id=` (GET /requ/v1/owner/details/{id}, own only). */
export const PublishRequirementQuery = graphql(`
  query PublishRequirement($id: Int!) {
    myRequirement(id: $id) {
      ...RequirementFields
      ...RequirementContent
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
