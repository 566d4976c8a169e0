import type { MutationResolvers } from '../../generated/resolvers-types';

export const verifyCode: NonNullable<MutationResolvers['verifyCode']> = (_parent, { identifier, verifyCode }, { rest }) =>
  rest.post<string>('/member/v3/verify/verify-code', { identifier, verifyCode });
