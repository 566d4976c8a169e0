import { graphql } from '@/gql';

/** POST /ops/v1/requirements/{id}/candidates/add. Operations role: pin a member for a step (invited at once when it is open), or clear their exclusion. */
export const AddInvitationCandidateMutation = graphql(`
  mutation AddInvitationCandidate($requirementId: Int!, $cate: Int!, $userId: Int!) {
    addInvitationCandidate(requirementId: $requirementId, cate: $cate, userId: $userId) {
      userId
      override
      invitationId
      invitedNow
    }
  }
`);
