import { graphql } from '@/gql';

/** POST /requ/v1/fee/pay: the review fee from the publisher's coin wallet (Idempotency-Key: one per attempt). */
export const PayReviewFeeMutation = graphql(`
  mutation PayReviewFee($requirementId: Int!, $amountFen: Float!, $transactionPassword: String!, $idempotencyKey: String!) {
    payReviewFee(requirementId: $requirementId, amountFen: $amountFen, transactionPassword: $transactionPassword, idempotencyKey: $idempotencyKey) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
