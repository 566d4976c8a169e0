import { graphql } from '@/gql';

/** POST /wallet/v1/recharge/pages: the member's recharge orders, newest first. */
export const RechargeOrdersQuery = graphql(`
  query RechargeOrders($pageNum: Int!, $pageSize: Int!, $filter: WalletRecordFilter) {
    rechargeOrders(pageNum: $pageNum, pageSize: $pageSize, filter: $filter) {
      records {
        ...RechargeOrderFields
      }
      total_record
    }
  }
`);
