import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const rejectExpertApplication: NonNullable<MutationResolvers['rejectExpertApplication']> = (_parent, { id, reason }, { rest }) =>
  rest.post<ExpertApplication>(`/ops/v1/expert/${id}/reject`, { reason });
