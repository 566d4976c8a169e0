import { graphql } from '@/gql';

/** POST /member/v3/forget/login-password/sms */
export const ResetPasswordBySmsMutation = graphql(`
  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {
    resetPasswordBySms(input: $input)
  }
`);
