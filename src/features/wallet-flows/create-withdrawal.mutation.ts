import { graphql } from '@/gql';

/**
 * POST /wallet/v1/withdraw/create: the amount is held at once; one idempotency key per attempt. The answer carries
 * the workflow so the withdrawal's page shows its step from the cache at once.
 */
export const CreateWithdrawalMutation = graphql(`
  mutation CreateWithdrawal($input: WithdrawalInput!, $idempotencyKey: String!) {
    createWithdrawal(input: $input, idempotencyKey: $idempotencyKey) {
      ...WithdrawalFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
