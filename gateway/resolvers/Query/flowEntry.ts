import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestFlowEntryDetail } from '../../rest-types';

// An exchange is one transfer with a line on each wallet: without `wallet` the services answer with the first.
export const flowEntry: NonNullable<QueryResolvers['flowEntry']> = (_parent, { transferId, wallet }, { rest }) =>
  rest.get<RestFlowEntryDetail>(`/wallet/v1/flow/${encodeURIComponent(String(transferId))}${wallet ? `?wallet=${encodeURIComponent(wallet)}` : ''}`);
