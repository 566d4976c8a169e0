import { graphql } from '@/gql';

/** GET /wallet/v1/recharge/{id}: the member's own order (a past deadline is applied by the services on read). */
export const RechargeFlowOrderQuery = graphql(`
  query RechargeFlowOrder($id: Int!) {
    rechargeOrder(id: $id) {
      ...RechargeFlowOrderFields
    }
  }
`);
