import type { MutationResolvers, RealNameApplication } from '../../generated/resolvers-types';

export const rejectRealName: NonNullable<MutationResolvers['rejectRealName']> = (_parent, { id, reason }, { rest }) =>
  rest.post<RealNameApplication>(`/ops/v1/real-name/${id}/reject`, { reason });
