import { graphql } from '@/gql';

/** GET /wallet/v1/withdraw/{id}: the member's own withdrawal, with its workflow (the step and what comes next). */
export const WithdrawFlowWithdrawalQuery = graphql(`
  query WithdrawFlowWithdrawal($id: Int!) {
    withdrawal(id: $id) {
      ...WithdrawalFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
