import { graphql } from '@/gql';

/** POST /ops/v1/withdraw/{id}/paid: settles the hold once per key; 403 for the starter above the four-eyes limit. */
export const MarkWithdrawalPaidMutation = graphql(`
  mutation MarkWithdrawalPaid($id: Int!, $bankReference: String!, $idempotencyKey: String!) {
    markWithdrawalPaid(id: $id, bankReference: $bankReference, idempotencyKey: $idempotencyKey) {
      ...WithdrawalFields
      # What the operator may do next comes with the step, so the buttons never lag behind the status.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
