import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestOpsRechargeOrder } from '../../rest-types';

export const opsRechargeOrders: NonNullable<QueryResolvers['opsRechargeOrders']> = (_parent, { pageNum, pageSize, status }, { rest }) =>
  rest.post<{ records: RestOpsRechargeOrder[]; total_record: number }>('/ops/v1/recharge/pages', { pageNum, pageSize, ...(status ? { status } : {}) });
