import type { FaceCheckPage, QueryResolvers } from '../../generated/resolvers-types';

export const faceChecks: NonNullable<QueryResolvers['faceChecks']> = (_parent, { status, pageNum, pageSize }, { rest }) =>
  rest.get<FaceCheckPage>('/ops/v1/face-check/pages', { status, pageNum, pageSize });
