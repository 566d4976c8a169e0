import type { ExpertApplicationPage, QueryResolvers } from '../../generated/resolvers-types';

export const expertApplications: NonNullable<QueryResolvers['expertApplications']> = (_parent, { status, pageNum, pageSize }, { rest }) =>
  rest.get<ExpertApplicationPage>('/ops/v1/expert/pages', { status, pageNum, pageSize });
