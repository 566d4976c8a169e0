import { graphql } from '@/gql';

/** POST /requ/v1/owner/pages: the caller's requirements, newest first; a main stage 1-7 or a stored state. */
export const MyRequirementsQuery = graphql(`
  query MyRequirements($pageNum: Int!, $pageSize: Int!, $stage: Int, $state: String) {
    myRequirements(pageNum: $pageNum, pageSize: $pageSize, stage: $stage, state: $state) {
      records {
        ...RequirementFields
      }
      total_record
    }
  }
`);
