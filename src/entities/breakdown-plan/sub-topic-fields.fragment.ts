import { graphql } from '@/gql';

/** A sub-topic of a breakdown plan, as every page shows it (the analyst's form, the reviewer, the publisher). */
export const SubTopicFieldsFragment = graphql(`
  fragment SubTopicFields on SubTopic {
    id
    position
    title
    categoryId
    keywords
    researchContent
    expectedResults
    metrics {
      name
      target
    }
    technicalBasis
    integration
  }
`);
