import { graphql } from '@/gql';

/** Revokes the session on the server (POST /member/v2/signout). */
export const SignoutMutation = graphql(`
  mutation Signout {
    signout
  }
`);
