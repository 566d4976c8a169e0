import { graphql } from '@/gql';

/** POST /public/v1/receipts/verify (no sign-in): the receipt checked against the stored chain. */
export const VerifyReceiptQuery = graphql(`
  query VerifyReceipt($receipt: ReceiptInput!) {
    verifyReceipt(receipt: $receipt) {
      valid
      result
      message
      brokenAt {
        entityType
        entityId
        seq
      }
      checkpoint {
        ...CheckpointFields
      }
      checkpointBroken
    }
  }
`);
