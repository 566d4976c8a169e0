import { graphql } from '@/gql';

/** GET /wallet/v1/flow/{transferId}?wallet=: one flow line and the order it belongs to. */
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
        ...RechargeOrderFields
      }
      withdrawal {
        ...WithdrawalFields
      }
    }
  }
`);
