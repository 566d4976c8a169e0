import { graphql } from '@/gql';

/** GET /member/v2/real-name/info. */
export const MyRealNameQuery = graphql(`
  query MyRealName {
    myRealName {
      ...RealNameApplicationFields
      canSubmit
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

/** POST /member/v2/real-name/submit. */
export const SubmitRealNameMutation = graphql(`
  mutation SubmitRealName($input: SubmitRealNameInput!) {
    submitRealName(input: $input) {
      id
      status
      # The page follows the application's workflow: the answer brings the new one.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
