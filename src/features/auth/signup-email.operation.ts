import { graphql } from '@/gql';

/** POST /member/v3/signup/email */
export const SignupEmailMutation = graphql(`
  mutation SignupEmail($input: SignupEmailInput!) {
    signupEmail(input: $input)
  }
`);
