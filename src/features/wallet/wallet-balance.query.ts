import { graphql } from '@/gql';

export const WalletBalanceQuery = graphql(`
  query WalletBalance {
    walletBalance {
      cnyFen
      coinFen
      heldFen
    }
  }
`);
