import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestReceipt } from '../../rest-types';
import { receiptPath } from '../../workflow-paths';

export const receipt: NonNullable<QueryResolvers['receipt']> = (_parent, { entityType, entityId, seq }, { rest }) =>
  rest.get<RestReceipt>(receiptPath(entityType, entityId, seq));
