import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const saveExpertApplication: NonNullable<MutationResolvers['saveExpertApplication']> = (_parent, { input }, { rest }) =>
  rest.post<ExpertApplication>('/member/v2/expert/save', input);
