import { graphql } from '@/gql';

/** GET /ops/v1/requirements/{id}/candidates?cate= (operations role): who is (or would be) invited, and why. */
export const OpsRequirementCandidatesQuery = graphql(`
  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {
    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {
      userId
      nickname
      score
      fieldMatch
      categoryMatch
      load
      invitationId
      status
    }
  }
`);
