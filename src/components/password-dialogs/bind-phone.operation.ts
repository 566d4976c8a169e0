import { graphql } from '@/gql';

/** POST /member/v3/bind/phone */
export const BindPhoneMutation = graphql(`
  mutation BindPhone($input: BindPhoneInput!) {
    bindPhone(input: $input)
  }
`);
