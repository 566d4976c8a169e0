import { graphql } from '@/gql';

/**
 * POST /requ/v1/invitation/pages: my invitations of one kind (cate), optionally of some states, newest first; the
 * lists of my works (assessments: kinds 1 and 6, breakdown plans: 3, reviews: 4 and 7, solutions: 5).
 */
export const MyInvitationsQuery = graphql(`
  query MyInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {
    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {
      records {
        ...InvitationFields
      }
      total_record
    }
  }
`);
