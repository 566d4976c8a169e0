import { graphql } from '@/gql';

/** POST /requ/v1/owner/submit: the saved draft to operations' review. */
export const SubmitRequirementMutation = graphql(`
  mutation SubmitRequirement($id: Int!, $agreed: Boolean!) {
    submitRequirement(id: $id, agreed: $agreed) {
      ...RequirementFields
    }
  }
`);
