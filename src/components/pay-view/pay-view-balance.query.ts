import { graphql } from '@/gql';

/** The pay view's own read of the balances (it pays from the platform-coin wallet). */
export const PayViewBalanceQuery = graphql(`
  query PayViewBalance {
    walletBalance {
      cnyFen
      coinFen
      heldFen
    }
  }
`);
