import { graphql } from '@/gql';

/** GET /requ/v1/invitation/state-group: the caller's invitations by status (state 0 is pending: the badge's count). */
export const InviteStateGroupQuery = graphql(`
  query InviteStateGroup {
    invitationStateGroup {
      state
      count
    }
  }
`);
