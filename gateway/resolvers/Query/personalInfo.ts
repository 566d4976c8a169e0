import type { PersonalInfo, QueryResolvers } from '../../generated/resolvers-types';

export const personalInfo: NonNullable<QueryResolvers['personalInfo']> = (_parent, _args, { rest }) =>
  rest.get<PersonalInfo>('/member/v2/get/personal-info');
