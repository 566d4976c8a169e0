import { graphql } from '@/gql';

/** The requirement an invitation is about, as the hall shows it (GET /requ/v1/pro-hall/detail/{id}): the summary card. */
export const InvitedRequirementQuery = graphql(`
  query InvitedRequirement($id: Int!) {
    hallRequirement(id: $id) {
      ...RequirementFields
    }
  }
`);
