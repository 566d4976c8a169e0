import { graphql } from '@/gql';

/** GET /wallet/v1/config: the recipient account of recharges and the withdrawal fee rate. */
export const WalletFlowConfigQuery = graphql(`
  query WalletFlowConfig {
    walletConfig {
      minRechargeFen
      withdrawFeeRateBp
      remitWindowHours
      recipient {
        accountName
        cardNumber
        bankName
        bankAddress
      }
    }
  }
`);
