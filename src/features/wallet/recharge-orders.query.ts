import { graphql } from '@/gql';

export const RechargeOrdersQuery = graphql(`
  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {
    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
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
      total_record
    }
  }
`);
