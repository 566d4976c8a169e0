import { graphql } from '@/gql';

/**
 * POST /member/v2/signin: the identifier is `86-138…` or an e-mail (machines/rules/identifier.ts). The captcha
 * goes along once the services asked for it (`extensions.reason` `captchaRequired`). The refresh token is no part of
 * the answer: the gateway sets it as an HttpOnly cookie (src/lib/token-refresh.ts).
 */
export const SigninMutation = graphql(`
  mutation Signin($identifier: String!, $password: String!, $captchaId: ID, $captchaCode: String) {
    signin(identifier: $identifier, password: $password, captchaId: $captchaId, captchaCode: $captchaCode) {
      idToken
      expiresIn
    }
  }
`);
