import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestFlowEntryDetail } from '../../rest-types';

export const flowEntry: NonNullable<QueryResolvers['flowEntry']> = (_parent, { transferId }, { rest }) =>
  rest.get<RestFlowEntryDetail>(`/wallet/v1/flow/${encodeURIComponent(String(transferId))}`);
