import { graphql } from '@/gql';

/** GET /ops/v1/requirements/{id}/candidates?cate= (operations role): who is (or would be) invited, every part of the score, the overrides. */
export const OpsRequirementCandidatesQuery = graphql(`
  query OpsRequirementCandidates($requirementId: Int!, $cate: Int!) {
    opsInvitationCandidates(requirementId: $requirementId, cate: $cate) {
      userId
      nickname
      position
      score
      fieldMatch
      categoryMatch
      textRelevance
      trackRecord
      loadPenalty
      reason {
        key
        fieldZh
        fieldEn
        terms
        completed
      }
      override
      eligible
      invitationId
      status
    }
  }
`);
