import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/create with one idempotency key per attempt. */
export const CreateRechargeOrderMutation = graphql(`
  mutation CreateRechargeOrder($input: RechargeOrderInput!, $idempotencyKey: String!) {
    createRechargeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      ...RechargeFlowOrderFields
    }
  }
`);
