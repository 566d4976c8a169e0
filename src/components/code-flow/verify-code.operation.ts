import { graphql } from '@/gql';

/** POST /member/v3/verify/verify-code: answers the code key that sign-up and password reset present. */
export const VerifyCodeMutation = graphql(`
  mutation VerifyCode($identifier: String!, $verifyCode: String!) {
    verifyCode(identifier: $identifier, verifyCode: $verifyCode)
  }
`);
