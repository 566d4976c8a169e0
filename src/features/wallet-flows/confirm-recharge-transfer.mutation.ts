import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/confirm-transfer: "I have transferred". */
export const ConfirmRechargeTransferMutation = graphql(`
  mutation ConfirmRechargeTransfer($id: Int!) {
    confirmRechargeTransfer(id: $id) {
      ...RechargeFlowOrderFields
    }
  }
`);
