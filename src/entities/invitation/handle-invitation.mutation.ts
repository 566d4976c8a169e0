import { graphql } from '@/gql';

/** POST /requ/v1/invitation/handle (id, accept): the answer brings the invitation's next buttons. */
export const HandleInvitationMutation = graphql(`
  mutation HandleInvitation($id: Int!, $accept: Boolean!) {
    handleInvitation(id: $id, accept: $accept) {
      ...InvitationFields
    }
  }
`);
