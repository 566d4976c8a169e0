import { graphql } from '@/gql';

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

export const MyBankCardsQuery = graphql(`
  query MyBankCards {
    myBankCards {
      ...BankCardFields
    }
  }
`);

export const BankCardQuery = graphql(`
  query BankCard($id: Int!) {
    bankCard(id: $id) {
      ...BankCardFields
    }
  }
`);

export const BankCardHolderQuery = graphql(`
  query BankCardHolder {
    bankCardHolder {
      cardholderName
      realNameVerified
      payPasswordSet
      verifyingCount
    }
  }
`);

export const BindBankCardMutation = graphql(`
  mutation BindBankCard($input: BankCardDetailsInput!) {
    bindBankCard(input: $input) {
      ...BankCardFields
    }
  }
`);

export const EditBankCardMutation = graphql(`
  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {
    editBankCard(id: $id, input: $input) {
      ...BankCardFields
    }
  }
`);

export const ConfirmBankCardAmountMutation = graphql(`
  mutation ConfirmBankCardAmount($id: Int!, $amount: String!) {
    confirmBankCardAmount(id: $id, amount: $amount) {
      correct
      message
      card {
        ...BankCardFields
      }
    }
  }
`);

export const CancelBankCardMutation = graphql(`
  mutation CancelBankCard($id: Int!) {
    cancelBankCard(id: $id)
  }
`);

export const DeleteBankCardMutation = graphql(`
  mutation DeleteBankCard($id: Int!) {
    deleteBankCard(id: $id)
  }
`);

export const SetDefaultBankCardMutation = graphql(`
  mutation SetDefaultBankCard($id: Int!) {
    setDefaultBankCard(id: $id) {
      ...BankCardFields
    }
  }
`);

export const UnlinkBankCardMutation = graphql(`
  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {
    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)
  }
`);
