import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const submitExpertApplication: NonNullable<MutationResolvers['submitExpertApplication']> = (_parent, { input }, { rest }) =>
  rest.post<ExpertApplication>('/member/v2/expert/submit', input);
