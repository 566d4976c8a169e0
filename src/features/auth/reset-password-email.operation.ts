import { graphql } from '@/gql';

/** POST /member/v3/forget/login-password/email */
export const ResetPasswordByEmailMutation = graphql(`
  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {
    resetPasswordByEmail(input: $input)
  }
`);
