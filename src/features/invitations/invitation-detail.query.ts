import { graphql } from '@/gql';

/** GET /requ/v1/invitation/detail/{id} (the invitee only), with its workflow: the buttons come from it. */
export const InvitationDetailQuery = graphql(`
  query InvitationDetail($id: Int!) {
    invitation(id: $id) {
      ...InvitationFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
