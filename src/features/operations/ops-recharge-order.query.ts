import { graphql } from '@/gql';

/** GET /ops/v1/recharge/{id}: the order as operations see it, with its transition history and its workflow (the review buttons). */
export const OpsRechargeOrderQuery = graphql(`
  query OpsRechargeOrder($id: Int!) {
    opsRechargeOrder(id: $id) {
      order {
        userId
        memberPhone
        memberEmail
        realName
        duplicateOf
        order {
          ...RechargeOrderFields
          workflow {
            ...WorkflowFields
          }
        }
      }
      history {
        seq
        event
        from
        to
        actorId
        actorRole
        reason
        at
      }
    }
  }
`);
