import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestReconciliation } from '../../rest-types';

export const reconciliation: NonNullable<QueryResolvers['reconciliation']> = (_parent, _args, { rest }) =>
  rest.get<RestReconciliation>('/ops/v1/ledger/reconciliation');
