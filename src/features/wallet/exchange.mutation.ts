import { graphql } from '@/gql';

export const ExchangeMutation = graphql(`
  mutation Exchange($input: ExchangeInput!, $idempotencyKey: String!) {
    exchange(input: $input, idempotencyKey: $idempotencyKey) {
      transferId
      balance {
        cnyFen
        coinFen
        heldFen
      }
    }
  }
`);
