import { graphql } from '@/gql';

/** POST /member/v2/logged-in/send/{sms|email}/verify-code: a code to the member's own bound phone or e-mail. */
export const SendSecurityCodeMutation = graphql(`
  mutation SendSecurityCode($input: SendSecurityCodeInput!) {
    sendSecurityCode(input: $input)
  }
`);
