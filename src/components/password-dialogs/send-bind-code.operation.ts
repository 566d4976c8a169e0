import { graphql } from '@/gql';

/** POST /member/v2/logged-in/bind/send/{sms|email}/verify-code: a code to a new phone or e-mail to bind. */
export const SendBindCodeMutation = graphql(`
  mutation SendBindCode($input: SendBindCodeInput!) {
    sendBindCode(input: $input)
  }
`);
