import { graphql } from '@/gql';

/** GET /workflow/v1/{entityType}/{entityId}/receipts/{seq}: the receipt file of one transition, as the services issued it. */
export const EntityReceiptQuery = graphql(`
  query EntityReceipt($entityType: String!, $entityId: String!, $seq: Int!) {
    receipt(entityType: $entityType, entityId: $entityId, seq: $seq) {
      entityType
      entityId
      seq
      json
    }
  }
`);
