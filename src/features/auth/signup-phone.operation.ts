import { graphql } from '@/gql';

/** POST /member/v3/signup/phone */
export const SignupPhoneMutation = graphql(`
  mutation SignupPhone($input: SignupPhoneInput!) {
    signupPhone(input: $input)
  }
`);
