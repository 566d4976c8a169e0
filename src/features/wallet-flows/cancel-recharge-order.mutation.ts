import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/cancel. */
export const CancelRechargeOrderMutation = graphql(`
  mutation CancelRechargeOrder($id: Int!) {
    cancelRechargeOrder(id: $id) {
      ...RechargeOrderFields
      # What the member may do next comes with the step, so the buttons never lag behind the order.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
