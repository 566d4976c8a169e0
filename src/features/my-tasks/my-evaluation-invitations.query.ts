import { graphql } from '@/gql';

/** POST /requ/v1/invitation/pages with cate 1: my evaluation invitations, newest first. */
export const MyEvaluationInvitationsQuery = graphql(`
  query MyEvaluationInvitations($pageNum: Int!, $pageSize: Int!, $states: [Int!]) {
    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: 1, states: $states) {
      records {
        ...InvitationFields
      }
      total_record
    }
  }
`);
