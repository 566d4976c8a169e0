import { graphql } from '@/gql';

/** The profile half of the publish gate (spec 6): a nickname and at least one field of interest. */
export const PublishProfileQuery = graphql(`
  query PublishProfile {
    personalInfo {
      nickname
      fieldsOfInterest
    }
  }
`);
