import { graphql } from '@/gql';

/** POST /requ/v1/crowdfunding/apply: the target (at least the minimum fee), the return offered, the application date. */
export const ApplyCrowdfundingMutation = graphql(`
  mutation ApplyCrowdfunding($requirementId: Int!, $amountFen: Float!, $returnRatioBp: Int!, $applicationDate: String!) {
    applyCrowdfunding(requirementId: $requirementId, amountFen: $amountFen, returnRatioBp: $returnRatioBp, applicationDate: $applicationDate) {
      ...CampaignFields
    }
  }
`);
