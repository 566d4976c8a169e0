import { graphql } from '@/gql';

/** POST /requ/v1/crowdfunding/contribute: coins into the campaign's escrow (Idempotency-Key: one per attempt). */
export const ContributeMutation = graphql(`
  mutation Contribute($campaignId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {
    contribute(campaignId: $campaignId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {
      ...CampaignFields
    }
  }
`);
