import type { QueryResolvers, RealNameApplication } from '../../generated/resolvers-types';

export const myRealName: NonNullable<QueryResolvers['myRealName']> = (_parent, _args, { rest }) =>
  rest.get<RealNameApplication>('/member/v2/real-name/info');
