import { graphql } from '@/gql';

/** POST /requ/v1/owner/modify: creates the draft without an id, saves it with one. */
export const SaveRequirementMutation = graphql(`
  mutation SaveRequirement($input: RequirementInput!) {
    saveRequirement(input: $input) {
      ...RequirementFields
      ...RequirementContent
    }
  }
`);
