import { graphql } from '@/gql';

/** POST /wallet/v1/withdraw/create: the amount is held at once; one idempotency key per attempt. */
export const CreateWithdrawalMutation = graphql(`
  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {
    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {
      ...WithdrawFlowFields
    }
  }
`);
