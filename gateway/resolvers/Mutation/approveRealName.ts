import type { MutationResolvers, RealNameApplication } from '../../generated/resolvers-types';

export const approveRealName: NonNullable<MutationResolvers['approveRealName']> = (_parent, { id, reason }, { rest }) =>
  rest.post<RealNameApplication>(`/ops/v1/real-name/${id}/approve`, reason ? { reason } : {});
