import { graphql } from '@/gql';

/** POST /ops/v1/crowdfunding/pages (operations role): applications first, one campaign state or all. */
export const OpsCampaignQueueQuery = graphql(`
  query OpsCampaignQueue($pageNum: Int!, $pageSize: Int!, $state: String) {
    opsCampaigns(pageNum: $pageNum, pageSize: $pageSize, state: $state) {
      records {
        ...CampaignFields
      }
      total_record
    }
  }
`);
