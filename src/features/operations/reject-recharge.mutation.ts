import { graphql } from '@/gql';

/** POST /ops/v1/recharge/{id}/reject: back to the member for a new voucher, with the reason. */
export const RejectRechargeMutation = graphql(`
  mutation RejectRecharge($id: Int!, $reason: String!) {
    rejectRecharge(id: $id, reason: $reason) {
      ...RechargeOrderFields
      # What the operator may do next comes with the step, so the buttons never lag behind the status.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
