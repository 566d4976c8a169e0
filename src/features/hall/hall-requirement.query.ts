import { graphql } from '@/gql';

/**
 * GET /requ/v1/pro-hall/detail/{id} (public once in the hall; the publisher always): the requirement, its details and
 * attachments (download URLs only for signed-in viewers) and its running or last campaign. The live chart reads the
 * workflow itself, for the publisher only (EntityFlowSection).
 */
export const HallRequirementQuery = graphql(`
  query HallRequirement($id: Int!) {
    hallRequirement(id: $id) {
      ...RequirementFields
      ...RequirementContent
      campaign {
        ...CampaignFields
      }
    }
  }
`);
