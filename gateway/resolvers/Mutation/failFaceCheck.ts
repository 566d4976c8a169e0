import type { FaceCheck, MutationResolvers } from '../../generated/resolvers-types';

export const failFaceCheck: NonNullable<MutationResolvers['failFaceCheck']> = (_parent, { id, reason }, { rest }) =>
  rest.post<FaceCheck>(`/ops/v1/face-check/${id}/fail`, { reason });
