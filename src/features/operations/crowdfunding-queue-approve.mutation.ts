import { graphql } from '@/gql';

/** POST /ops/v1/crowdfunding/{id}/approve (operations role): the campaign opens to funders. */
export const ApproveCampaignMutation = graphql(`
  mutation ApproveCampaign($id: Int!) {
    approveCampaign(id: $id) {
      ...CampaignFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
