import type { ExpertApplication, QueryResolvers } from '../../generated/resolvers-types';

export const myExpertApplication: NonNullable<QueryResolvers['myExpertApplication']> = (_parent, _args, { rest }) =>
  rest.get<ExpertApplication>('/member/v2/expert/info');
