import type { QueryResolvers, RealNameApplication } from '../../generated/resolvers-types';

export const realNameApplication: NonNullable<QueryResolvers['realNameApplication']> = (_parent, { id }, { rest }) =>
  rest.get<RealNameApplication>(`/ops/v1/real-name/${id}`);
