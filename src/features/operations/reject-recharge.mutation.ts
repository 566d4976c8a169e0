import { graphql } from '@/gql';

/** POST /ops/v1/recharge/{id}/reject: back to the member for a new voucher, with the reason. */
export const RejectRechargeMutation = graphql(`
  mutation RejectRecharge($id: Int!, $reason: String!) {
    rejectRecharge(id: $id, reason: $reason) {
      id
      status
      state
      reason
      deadlineAt
    }
  }
`);
