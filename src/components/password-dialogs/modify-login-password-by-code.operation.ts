import { graphql } from '@/gql';

/** POST /member/v3/modify/login-password/{sms|email} */
export const ModifyLoginPasswordByCodeMutation = graphql(`
  mutation ModifyLoginPasswordByCode($input: ModifyPasswordByCodeInput!) {
    modifyLoginPasswordByCode(input: $input)
  }
`);
