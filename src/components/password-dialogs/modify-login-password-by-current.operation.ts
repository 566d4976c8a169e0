import { graphql } from '@/gql';

/** POST /member/v2/modify/login-password/pass */
export const ModifyLoginPasswordByCurrentMutation = graphql(`
  mutation ModifyLoginPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {
    modifyLoginPasswordByCurrent(input: $input)
  }
`);
