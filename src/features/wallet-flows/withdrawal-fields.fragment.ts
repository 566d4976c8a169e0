import { graphql } from '@/gql';

/** What the withdrawal steps show (GET /wallet/v1/withdraw/{id}). */
export const WithdrawFlowFieldsFragment = graphql(`
  fragment WithdrawFlowFields on Withdrawal {
    id
    orderNo
    status
    state
    amountFen
    feeFen
    feeRateBp
    receivedFen
    bankCardId
    cardBankName
    cardLast4
    bankReference
    reason
    createdAt
    payingAt
    arrivedAt
  }
`);
