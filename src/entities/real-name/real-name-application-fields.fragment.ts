import { graphql } from '@/gql';

/**
 * What a real-name application holds, as its owner (numbers masked) and operations (numbers whole) see it: the one
 * place its shape is written. The member's page adds `canSubmit`, the operations' drawer the applicant and the
 * history; both add `workflow { ...WorkflowFields }` (the buttons).
 */
export const RealNameApplicationFieldsFragment = graphql(`
  fragment RealNameApplicationFields on RealNameApplication {
    id
    status
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
  }
`);
