import { graphql } from '@/gql';

/** POST /ops/v1/withdraw/{id}/fail: releases the held amount to the member once per key. */
export const FailWithdrawalMutation = graphql(`
  mutation FailWithdrawal($id: Int!, $reason: String!, $idempotencyKey: String!) {
    failWithdrawal(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {
      ...WithdrawalFields
      # What the operator may do next comes with the step, so the buttons never lag behind the status.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
