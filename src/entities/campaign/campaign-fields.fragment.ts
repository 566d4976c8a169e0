import { graphql } from '@/gql';

/**
 * A review-fee crowdfunding campaign (GET /requ/v1/crowdfunding/detail/{id}) as anyone may see it once approved: the
 * one place its shape is written. Money is fen; the return ratio is basis points. The publisher's pages also ask for
 * `workflow { ...WorkflowFields }` beside it.
 */
export const CampaignFieldsFragment = graphql(`
  fragment CampaignFields on Campaign {
    id
    requirementId
    requirementNo
    requirementTitle
    state
    status
    targetFen
    raisedFen
    leftFen
    minContributionFen
    returnRatioBp
    applicationDate
    endsAt
    contributors
    reason
    canContribute
    myContributionFen
  }
`);
