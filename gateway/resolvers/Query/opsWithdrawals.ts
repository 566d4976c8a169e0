import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestOpsWithdrawal } from '../../rest-types';

export const opsWithdrawals: NonNullable<QueryResolvers['opsWithdrawals']> = (_parent, { pageNum, pageSize, status }, { rest }) =>
  rest.post<{ records: RestOpsWithdrawal[]; total_record: number }>('/ops/v1/withdraw/pages', { pageNum, pageSize, ...(status ? { status } : {}) });
