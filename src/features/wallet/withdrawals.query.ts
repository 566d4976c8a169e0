import { graphql } from '@/gql';

/** POST /wallet/v1/withdraw/pages: the member's withdrawals, newest first. */
export const WithdrawalsQuery = graphql(`
  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {
    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
        ...WithdrawalFields
      }
      total_record
    }
  }
`);
