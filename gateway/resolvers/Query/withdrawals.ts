import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestWithdrawal } from '../../rest-types';
import { recordFilterBody } from '../WalletRecordFilter';

export const withdrawals: NonNullable<QueryResolvers['withdrawals']> = (_parent, { pageNum, pageSize, filter }, { rest }) =>
  rest.post<{ records: RestWithdrawal[]; total_record: number }>('/wallet/v1/withdraw/pages', { pageNum, pageSize, ...recordFilterBody(filter, 'status') });
