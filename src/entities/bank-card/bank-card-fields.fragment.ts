import { graphql } from '@/gql';

/**
 * A bank card as its owner and operations see it (numbers masked by the services): the one place its shape is
 * written. Pages that act on it also ask for `workflow { ...WorkflowFields }` beside it (the buttons).
 */
export const BankCardFieldsFragment = graphql(`
  fragment BankCardFields on BankCard {
    id
    status
    maskedNumber
    last4
    bankCode
    bankName
    ruralCreditUnion
    cardType
    cardholderName
    branchName
    mobile
    isDefault
    attemptsLeft
    maxAttempts
    reason
    depositSentAt
    expiresAt
    verifiedAt
    createdAt
  }
`);
