import { graphql } from '@/gql';

/** GET /requ/v1/crowdfunding/detail/{id}: the campaign (public once approved). */
export const CrowdfundingCampaignQuery = graphql(`
  query CrowdfundingCampaign($id: Int!) {
    campaign(id: $id) {
      ...CampaignFields
    }
  }
`);
