import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/voucher: the screenshot's object key and the transfer reference. */
export const SubmitRechargeVoucherMutation = graphql(`
  mutation SubmitRechargeVoucher($id: Int!, $transferReference: String!, $voucherKey: String!) {
    submitRechargeVoucher(id: $id, transferReference: $transferReference, voucherKey: $voucherKey) {
      ...RechargeFlowOrderFields
    }
  }
`);
