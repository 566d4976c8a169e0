import { graphql } from '@/gql';

/** POST /member/v3/bind/email */
export const BindEmailMutation = graphql(`
  mutation BindEmail($input: BindEmailInput!) {
    bindEmail(input: $input)
  }
`);
