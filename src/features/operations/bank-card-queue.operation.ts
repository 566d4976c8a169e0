import { graphql } from '@/gql';

export const OpsBankCardsQuery = graphql(`
  query OpsBankCards($pageNum: Int!, $pageSize: Int!, $status: BankCardStatus) {
    opsBankCards(pageNum: $pageNum, pageSize: $pageSize, status: $status) {
      total_record
      records {
        userId
        memberPhone
        memberEmail
        card {
          id
          status
          maskedNumber
          bankName
          cardholderName
          attemptsLeft
          maxAttempts
          reason
          depositSentAt
        }
      }
    }
  }
`);

export const OpsBankCardQuery = graphql(`
  query OpsBankCard($id: Int!) {
    opsBankCard(id: $id) {
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

export const FailBankCardVerificationMutation = graphql(`
  mutation FailBankCardVerification($id: Int!, $reason: String!) {
    failBankCardVerification(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`);
