import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRechargeOrder } from '../../rest-types';
import { recordFilterBody } from '../WalletRecordFilter';

export const rechargeOrders: NonNullable<QueryResolvers['rechargeOrders']> = (_parent, { pageNum, pageSize, filter }, { rest }) =>
  rest.post<{ records: RestRechargeOrder[]; total_record: number }>('/wallet/v1/recharge/pages', { pageNum, pageSize, ...recordFilterBody(filter, 'status') });
