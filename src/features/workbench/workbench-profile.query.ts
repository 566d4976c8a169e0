import { graphql } from '@/gql';

/** Whether the profile is complete (GET /member/v2/get/personal-info), for the checklist. */
export const WorkbenchProfileQuery = graphql(`
  query WorkbenchProfile {
    personalInfo {
      nickname
      fieldsOfInterest
    }
  }
`);
