import { graphql } from '@/gql';

/** GET /member/v2/captcha: single-use, so every load asks the network and nothing is cached (fetchPolicy `no-cache`). */
export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      id
      image
    }
  }
`);
