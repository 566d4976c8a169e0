import { graphql } from '@/gql';

/** The signed-in member (POST /member/v2/member). */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      phone
      primaryEmail
      nickname
      avatar
      passwordLastModify
      jyPasswordLastModify
      localization
      roles
      permissions
    }
  }
`);
