import { graphql } from '@/gql';

/**
 * GET /wallet/v1/recharge/{id}: the member's own order (a past deadline is applied by the services on read), with
 * its workflow: what the member may do now decides the step's buttons.
 */
export const RechargeFlowOrderQuery = graphql(`
  query RechargeFlowOrder($id: Int!) {
    rechargeOrder(id: $id) {
      ...RechargeOrderFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
