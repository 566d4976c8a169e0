import type { QueryResolvers, RealNameApplicationPage } from '../../generated/resolvers-types';

export const realNameApplications: NonNullable<QueryResolvers['realNameApplications']> = (_parent, { status, pageNum, pageSize }, { rest }) =>
  rest.get<RealNameApplicationPage>('/ops/v1/real-name/pages', { status, pageNum, pageSize });
