import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const approveExpertApplication: NonNullable<MutationResolvers['approveExpertApplication']> = (_parent, { id, reason }, { rest }) =>
  rest.post<ExpertApplication>(`/ops/v1/expert/${id}/approve`, { reason });
