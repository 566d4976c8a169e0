import { graphql } from '@/gql';

/** POST /member/v2/signin: the identifier is `86-138…` or an e-mail (machines/rules/identifier.ts). */
export const SigninMutation = graphql(`
  mutation Signin($identifier: String!, $password: String!) {
    signin(identifier: $identifier, password: $password) {
      idToken
      refreshToken
      expiresIn
    }
  }
`);
