import { graphql } from '@/gql';

/** What the recharge steps show of an order (GET /wallet/v1/recharge/{id}). */
export const RechargeFlowOrderFieldsFragment = graphql(`
  fragment RechargeFlowOrderFields on RechargeOrder {
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
