import { graphql } from '@/gql';

/** GET /requ/v1/invitation/detail/{id}: the evaluation invitation the member answers. */
export const EvaluationInvitationQuery = graphql(`
  query EvaluationInvitation($id: Int!) {
    invitation(id: $id) {
      ...InvitationFields
    }
  }
`);
