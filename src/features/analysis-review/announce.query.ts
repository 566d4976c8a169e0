import { graphql } from '@/gql';

/** The requirement the announcement is about (GET /requ/v1/pro-hall/detail/{id}: public once in the hall, the publisher always). */
export const AnnounceRequirementQuery = graphql(`
  query AnnounceRequirement($id: Int!) {
    hallRequirement(id: $id) {
      ...RequirementFields
    }
  }
`);
