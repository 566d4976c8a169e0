import { graphql } from '@/gql';

/** POST /requ/v1/pro-hall/pages (public): published requirements, newest first; with `crowdfunding` the open campaigns. */
export const HallQuery = graphql(`
  query Hall($pageNum: Int!, $pageSize: Int!, $filter: HallFilter) {
    hall(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
        ...RequirementFields
        campaign {
          ...CampaignFields
        }
      }
      total_record
    }
  }
`);
