import { graphql } from '@/gql';

export const WithdrawalsQuery = graphql(`
  query Withdrawals($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {
    withdrawals(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
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
      total_record
    }
  }
`);
