import { graphql } from '@/gql';

/** POST /member/v2/modify/pay-password/pass */
export const ModifyPayPasswordByCurrentMutation = graphql(`
  mutation ModifyPayPasswordByCurrent($input: ModifyPasswordByCurrentInput!) {
    modifyPayPasswordByCurrent(input: $input)
  }
`);
