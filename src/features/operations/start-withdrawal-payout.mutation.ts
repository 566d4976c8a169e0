import { graphql } from '@/gql';

/** POST /ops/v1/withdraw/{id}/start: the transfer to the card is under way. */
export const StartWithdrawalPayoutMutation = graphql(`
  mutation StartWithdrawalPayout($id: Int!) {
    startWithdrawalPayout(id: $id) {
      ...WithdrawalFields
      # What the operator may do next comes with the step, so the buttons never lag behind the status.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
