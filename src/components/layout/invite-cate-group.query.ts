import { graphql } from '@/gql';

/** POST /requ/v1/invitation/cate-group (states): the caller's invitations by kind and status, for the dialog's chips. */
export const InviteCateGroupQuery = graphql(`
  query InviteCateGroup($states: [Int!]) {
    invitationCateGroup(states: $states) {
      cate
      state
      count
    }
  }
`);
