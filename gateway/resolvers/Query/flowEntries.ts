import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestFlowEntry } from '../../rest-types';
import { recordFilterBody } from '../WalletRecordFilter';

export const flowEntries: NonNullable<QueryResolvers['flowEntries']> = (_parent, { pageNum, pageSize, filter }, { rest }) =>
  rest.post<{ records: RestFlowEntry[]; total_record: number }>('/wallet/v1/flow/pages', { pageNum, pageSize, ...recordFilterBody(filter, 'type') });
