import { graphql } from '@/gql';

// Every answer that is a card carries its workflow: what the member may do with it now (availableEvents) decides the
// buttons, and a step's answer brings the next buttons with it.

/** GET /member/v2/bank-card/list: the member's listed cards (a member holds a handful, each workflow read side by side). */
export const MyBankCardsQuery = graphql(`
  query MyBankCards {
    myBankCards {
      ...BankCardFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

/** GET /member/v2/bank-card/{id}. */
export const BankCardQuery = graphql(`
  query BankCard($id: Int!) {
    bankCard(id: $id) {
      ...BankCardFields
      workflow {
        ...WorkflowFields
      }
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
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

export const EditBankCardMutation = graphql(`
  mutation EditBankCard($id: Int!, $input: BankCardDetailsInput!) {
    editBankCard(id: $id, input: $input) {
      ...BankCardFields
      workflow {
        ...WorkflowFields
      }
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
        workflow {
          ...WorkflowFields
        }
      }
    }
  }
`);

// The three steps that end a card's life answer only true: the page leaves for the list, which reads the cards again.
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
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

export const UnlinkBankCardMutation = graphql(`
  mutation UnlinkBankCard($id: Int!, $transactionPassword: String!) {
    unlinkBankCard(id: $id, transactionPassword: $transactionPassword)
  }
`);
