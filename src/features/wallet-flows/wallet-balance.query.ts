import { graphql } from '@/gql';

/** GET /wallet/v1/balance: what may be withdrawn (available CNY) and what open withdrawals hold. */
export const WalletFlowBalanceQuery = graphql(`
  query WalletFlowBalance {
    walletBalance {
      cnyFen
      coinFen
      heldFen
    }
  }
`);
