import { graphql } from '@/gql';

/**
 * GET /ops/v1/withdraw/{id}: the full card number to pay to, who started and paid it, and the history; with the
 * withdrawal's workflow (GET /workflow/v1/withdrawal/{id}), whose availableEvents decide the buttons.
 */
export const OpsWithdrawalQuery = graphql(`
  query OpsWithdrawal($id: Int!) {
    opsWithdrawal(id: $id) {
      withdrawal {
        userId
        memberPhone
        memberEmail
        cardholderName
        cardNumber
        startedBy
        paidBy
        fourEyesFen
        withdrawal {
          ...WithdrawalFields
          workflow {
            ...WorkflowFields
          }
        }
      }
      history {
        seq
        event
        from
        to
        actorId
        actorRole
        reason
        at
      }
    }
  }
`);
