import { graphql } from '@/gql';

/** GET /wallet/v1/withdraw/{id}: the member's own withdrawal. */
export const WithdrawFlowWithdrawalQuery = graphql(`
  query WithdrawFlowWithdrawal($id: Int!) {
    withdrawal(id: $id) {
      ...WithdrawFlowFields
    }
  }
`);
