import { graphql } from '@/gql';

/** The publisher's requirement with its campaign and workflow, and the least review fee (the campaign's least target). */
export const PayGroupQuery = graphql(`
  query PayGroup($id: Int!) {
    myRequirement(id: $id) {
      ...RequirementFields
      campaign {
        ...CampaignFields
      }
      workflow {
        ...WorkflowFields
      }
    }
    reviewFeeQuote(requirementId: $id) {
      requirementId
      minFeeFen
      serviceFeeBp
      serviceFeeFen
      reviewersFen
      coinBalanceFen
    }
  }
`);
