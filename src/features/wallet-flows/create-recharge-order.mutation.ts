import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/create with one idempotency key per attempt. */
export const CreateRechargeOrderMutation = graphql(`
  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {
    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      ...RechargeOrderFields
      # What the member may do next comes with the step, so the buttons never lag behind the order.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
