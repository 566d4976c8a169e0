import { graphql } from '@/gql';

export const FlowEntriesQuery = graphql(`
  query FlowEntries($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {
    flowEntries(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
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
      total_record
    }
  }
`);
