import { graphql } from '@/gql';

/** POST /requ/v1/invitation/pages with cate 1 (initial market evaluation) or 6 (detailed market assessment): newest first. */
export const MyEvaluationInvitationsQuery = graphql(`
  query MyEvaluationInvitations($pageNum: Int!, $pageSize: Int!, $cate: Int!, $states: [Int!]) {
    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {
      records {
        ...InvitationFields
      }
      total_record
    }
  }
`);
