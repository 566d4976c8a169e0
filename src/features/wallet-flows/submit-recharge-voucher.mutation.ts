import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/voucher: the screenshot's object key and the transfer reference. */
export const SubmitRechargeVoucherMutation = graphql(`
  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {
    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {
      ...RechargeOrderFields
      # What the member may do next comes with the step, so the buttons never lag behind the order.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
