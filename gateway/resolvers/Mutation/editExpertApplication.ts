import type { ExpertApplication, MutationResolvers } from '../../generated/resolvers-types';

export const editExpertApplication: NonNullable<MutationResolvers['editExpertApplication']> = (_parent, _args, { rest }) =>
  rest.post<ExpertApplication>('/member/v2/expert/edit');
