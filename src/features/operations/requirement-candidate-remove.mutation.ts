import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/candidates/remove. Operations role: exclude a member from a step, or clear their pin. */
export const RemoveInvitationCandidateMutation = graphql(`
  mutation RemoveInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {
    removeInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {
      userId
      override
      invitationId
    }
  }
`);
