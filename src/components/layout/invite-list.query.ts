import { graphql } from '@/gql';

/** POST /requ/v1/invitation/pages (pageNum, pageSize, cate, states): the dialog's table, newest first. */
export const InviteListQuery = graphql(`
  query InviteList($pageNum: Int!, $pageSize: Int!, $cate: Int, $states: [Int!]) {
    invitations(pageNum: $pageNum, pageSize: $pageSize, cate: $cate, states: $states) {
      records {
        ...InvitationFields
      }
      total_record
    }
  }
`);
