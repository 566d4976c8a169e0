import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const withdrawExpertApplication: NonNullable<MutationResolvers['withdrawExpertApplication']> = (_parent, _args, { rest }) =>
  rest.post<ExpertApplication>('/member/v2/expert/withdraw');
