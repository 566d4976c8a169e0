import { graphql } from '@/gql';

/** POST /ops/v1/recharge/{id}/approve: credits the member's CNY wallet once per key. */
export const ApproveRechargeMutation = graphql(`
  mutation ApproveRecharge($id: Int!, $idempotencyKey: String!) {
    approveRecharge(id: $id, idempotencyKey: $idempotencyKey) {
      ...RechargeOrderFields
      # What the operator may do next comes with the step, so the buttons never lag behind the status.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
