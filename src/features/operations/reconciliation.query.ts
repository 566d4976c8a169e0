import { graphql } from '@/gql';

/** GET /ops/v1/ledger/reconciliation: the whole ledger checked now. */
export const ReconciliationQuery = graphql(`
  query Reconciliation {
    reconciliation {
      ok
      checkedAt
      accounts
      transfers
      totalFen
      mismatchedAccounts {
        accountId
        kind
        ownerUserId
        balanceFen
        postingsFen
      }
      unbalancedTransfers {
        transferId
        sumFen
        postings
      }
      negativeAccounts {
        accountId
        kind
        ownerUserId
        balanceFen
      }
      pendingWithdrawalsLedgerFen
      openWithdrawalsFen
      totalsByCurrency {
        currency
        totalFen
      }
      coinReserveFen
      coinsInCirculationFen
    }
  }
`);
