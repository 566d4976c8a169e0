import { graphql } from '@/gql';

export const FlowEntryQuery = graphql(`
  query FlowEntry($transferId: Float!, $wallet: WalletKind) {
    flowEntry(transferId: $transferId, wallet: $wallet) {
      entry {
        id
        transferId
        type
        transferType
        wallet
        amountFen
        balanceAfterFen
        referenceType
        referenceId
        orderNo
        createdAt
      }
      rechargeOrder {
        id
        orderNo
        status
        state
        amountFen
        bankCardId
        cardBankName
        cardLast4
        remarkCode
        transferReference
        reason
        deadlineAt
        createdAt
        submittedAt
        completedAt
      }
      withdrawal {
        id
        orderNo
        status
        state
        amountFen
        feeFen
        feeRateBp
        receivedFen
        bankCardId
        cardBankName
        cardLast4
        bankReference
        reason
        createdAt
        payingAt
        arrivedAt
      }
    }
  }
`);
