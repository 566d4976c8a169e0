import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/{id}/cancel. */
export const CancelRechargeOrderMutation = graphql(`
  mutation CancelRechargeOrder($id: Int!) {
    cancelRechargeOrder(id: $id) {
      ...RechargeFlowOrderFields
    }
  }
`);
