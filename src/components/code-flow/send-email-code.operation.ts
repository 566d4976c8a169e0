import { graphql } from '@/gql';

/** POST /member/v2/send/email/verify-code (emailType 1 sign-up, 2 forgot password). */
export const SendEmailCodeMutation = graphql(`
  mutation SendEmailCode($input: SendEmailCodeInput!) {
    sendEmailCode(input: $input)
  }
`);
