import { graphql } from '@/gql';

/** POST /ops/v1/withdraw/{id}/start: the transfer to the card is under way. */
export const StartWithdrawalPayoutMutation = graphql(`
  mutation StartWithdrawalPayout($id: Int!) {
    startWithdrawalPayout(id: $id) {
      id
      status
      state
      payingAt
    }
  }
`);
