import { graphql } from '@/gql';

/**
 * What an industry expert application holds, as its owner and operations see it: the one place its shape is written.
 * The member's page and the operations drawer add `workflow { ...WorkflowFields }` (the buttons); the drawer adds the
 * applicant and the history.
 */
export const ExpertApplicationFieldsFragment = graphql(`
  fragment ExpertApplicationFields on ExpertApplication {
    id
    status
    expert
    fieldIds
    fields {
      id
      name
      cnName
    }
    credentials {
      key
      url
    }
    introduction
    reason
    submissions
    submittedAt
    decidedAt
  }
`);
