import type { ExpertApplication, QueryResolvers } from '../../generated/resolvers-types';

export const expertApplication: NonNullable<QueryResolvers['expertApplication']> = (_parent, { id }, { rest }) =>
  rest.get<ExpertApplication>(`/ops/v1/expert/${id}`);
