import { graphql } from '@/gql';

/**
 * A withdrawal as its owner and operations see it (GET /wallet/v1/withdraw/{id}): the one place its shape is
 * written. Pages that act on it also ask for `workflow { ...WorkflowFields }` beside it (the buttons); lists do not.
 */
export const WithdrawalFieldsFragment = graphql(`
  fragment WithdrawalFields on Withdrawal {
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
