import { graphql } from '@/gql';

/** POST /ops/v1/requirements/pages (operations role): oldest waiting first, one stored state or all. */
export const OpsRequirementQueueQuery = graphql(`
  query OpsRequirementQueue($pageNum: Int!, $pageSize: Int!, $state: String) {
    opsRequirements(pageNum: $pageNum, pageSize: $pageSize, state: $state) {
      records {
        ...RequirementFields
        publisher
      }
      total_record
    }
  }
`);
