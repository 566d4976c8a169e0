import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestReceiptVerification } from '../../rest-types';

// A query, not a mutation: checking a receipt changes nothing. The receipt goes on as the member's file holds it;
// an omitted optional field is left out rather than sent as null.
export const verifyReceipt: NonNullable<QueryResolvers['verifyReceipt']> = (_parent, { receipt }, { rest }) =>
  rest.post<RestReceiptVerification>(
    '/public/v1/receipts/verify',
    Object.fromEntries(Object.entries(receipt).filter(([key, value]) => value !== undefined && !(key === 'issuedAt' && value === null))),
  );
