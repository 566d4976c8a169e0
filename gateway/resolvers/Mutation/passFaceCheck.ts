import type { FaceCheck, MutationResolvers } from '../../generated/resolvers-types';

export const passFaceCheck: NonNullable<MutationResolvers['passFaceCheck']> = (_parent, { id, reason }, { rest }) =>
  rest.post<FaceCheck>(`/ops/v1/face-check/${id}/pass`, reason ? { reason } : {});
