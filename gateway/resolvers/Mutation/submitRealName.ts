import type { MutationResolvers, RealNameApplication } from '../../generated/resolvers-types';

export const submitRealName: NonNullable<MutationResolvers['submitRealName']> = (_parent, { input }, { rest }) =>
  rest.post<RealNameApplication>('/member/v2/real-name/submit', input);
