import { graphql } from '@/gql';

/** POST /member/v3/modify/pay-password/{sms|email} */
export const ModifyPayPasswordByCodeMutation = graphql(`
  mutation ModifyPayPasswordByCode($input: ModifyPasswordByCodeInput!) {
    modifyPayPasswordByCode(input: $input)
  }
`);
