import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/confirm-transfer: "I have transferred". */
export const ConfirmRechargeTransferMutation = graphql(`
  mutation ConfirmRechargeTransfer($id: Int!) {
    confirmRechargeTransfer(id: $id) {
      ...RechargeOrderFields
      # What the member may do next comes with the step, so the buttons never lag behind the order.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
