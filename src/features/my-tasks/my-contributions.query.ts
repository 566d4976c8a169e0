import { graphql } from '@/gql';

/** POST /requ/v1/crowdfunding/contributions: my contributions, newest first. */
export const MyContributionsQuery = graphql(`
  query MyContributions($pageNum: Int!, $pageSize: Int!) {
    myContributions(pageNum: $pageNum, pageSize: $pageSize) {
      records {
        id
        campaignId
        requirementId
        requirementTitle
        amountFen
        status
        shareBp
        campaignState
        createdAt
        refundedAt
      }
      total_record
    }
  }
`);
