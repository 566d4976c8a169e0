import { graphql } from '@/gql';

/** GET /ops/v1/bank-card/pages: every card with its member, verifying first. */
export const OpsBankCardsQuery = graphql(`
  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {
    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {
      total_record
      records {
        userId
        memberPhone
        memberEmail
        card {
          ...BankCardFields
        }
      }
    }
  }
`);

/**
 * GET /ops/v1/bank-card/{id}: one card, read when its row is expanded, with its decision history and its workflow
 * (whether operations may fail the verification now).
 */
export const OpsBankCardQuery = graphql(`
  query OpsBankCard($id: Int!) {
    opsBankCard(id: $id) {
      card {
        card {
          ...BankCardFields
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

/** POST /ops/v1/bank-card/{id}/fail: the answer carries the workflow, so the action leaves with the state. */
export const FailBankCardVerificationMutation = graphql(`
  mutation FailBankCardVerification($id: Int!, $reason: String!) {
    failBankCardVerification(id: $id, reason: $reason) {
      ...BankCardFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
