import { graphql } from '@/gql';

/** POST /ops/v1/withdraw/pages: awaiting payout first. */
export const OpsWithdrawalsQuery = graphql(`
  query OpsWithdrawals($pageNum: Int!, $pageSize: Int!, $status: String) {
    opsWithdrawals(pageNum: $pageNum, pageSize: $pageSize, status: $status) {
      total_record
      records {
        userId
        memberPhone
        memberEmail
        cardholderName
        startedBy
        paidBy
        fourEyesFen
        withdrawal {
          ...WithdrawalFields
        }
      }
    }
  }
`);
