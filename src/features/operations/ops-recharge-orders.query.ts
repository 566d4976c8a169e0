import { graphql } from '@/gql';

/** POST /ops/v1/recharge/pages: awaiting review first. */
export const OpsRechargeOrdersQuery = graphql(`
  query OpsRechargeOrders($pageNum: Int!, $pageSize: Int!, $status: String) {
    opsRechargeOrders(pageNum: $pageNum, pageSize: $pageSize, status: $status) {
      total_record
      records {
        userId
        memberPhone
        memberEmail
        realName
        duplicateOf
        order {
          ...RechargeOrderFields
        }
      }
    }
  }
`);
