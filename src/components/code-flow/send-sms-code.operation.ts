import { graphql } from '@/gql';

/** POST /member/v3/send/sms/verify-code (smsType 1 sign-up, 2 forgot password). */
export const SendSmsCodeMutation = graphql(`
  mutation SendSmsCode($input: SendSmsCodeInput!) {
    sendSmsCode(input: $input)
  }
`);
