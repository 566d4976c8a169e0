import { graphql } from '@/gql';

/** GET /requ/v1/crowdfunding/detail/{id} with its workflow (operations see it whatever its state). */
export const OpsCampaignDetailQuery = graphql(`
  query OpsCampaignDetail($id: Int!) {
    campaign(id: $id) {
      ...CampaignFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
