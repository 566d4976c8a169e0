import { graphql } from '@/gql';

/** The member's cards (GET /member/v2/bank-card/list): the verified ones pay recharges and receive withdrawals. */
export const WalletFlowCardsQuery = graphql(`
  query WalletFlowCards {
    myBankCards {
      id
      status
      bankName
      maskedNumber
      last4
      isDefault
    }
  }
`);
