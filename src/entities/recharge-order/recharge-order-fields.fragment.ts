import { graphql } from '@/gql';

/**
 * A recharge order as its owner and operations see it (GET /wallet/v1/recharge/{id}): the one place its shape is
 * written. Pages that act on it also ask for `workflow { ...WorkflowFields }` beside it (the buttons); lists do not.
 */
export const RechargeOrderFieldsFragment = graphql(`
  fragment RechargeOrderFields on RechargeOrder {
    id
    orderNo
    status
    state
    amountFen
    bankCardId
    cardBankName
    cardLast4
    remarkCode
    transferReference
    voucherKey
    reason
    deadlineAt
    createdAt
    submittedAt
    completedAt
  }
`);
