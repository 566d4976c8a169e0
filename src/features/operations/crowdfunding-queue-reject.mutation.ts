import { graphql } from '@/gql';

/** POST /ops/v1/crowdfunding/{id}/reject (operations role): back to the publisher with the reason. */
export const RejectCampaignMutation = graphql(`
  mutation RejectCampaign($id: Int!, $reason: String!) {
    rejectCampaign(id: $id, reason: $reason) {
      ...CampaignFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
