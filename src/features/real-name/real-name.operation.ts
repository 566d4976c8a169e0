import { graphql } from '@/gql';

/** GET /member/v2/real-name/info. */
export const MyRealNameQuery = graphql(`
  query MyRealName {
    myRealName {
      id
      status
      canSubmit
      subjectType
      idType
      nationality
      realName
      idNumber
      idValidFrom
      idValidTo
      idLongTerm
      organisationName
      creditCode
      licenceValidFrom
      licenceValidTo
      licenceLongTerm
      method
      images {
        kind
        key
        url
      }
      reason
      submittedAt
      decidedAt
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
    }
  }
`);
