import type { MutationResolvers, PersonalInfo } from '../../generated/resolvers-types';

export const updatePersonalInfo: NonNullable<MutationResolvers['updatePersonalInfo']> = (_parent, { input }, { rest }) =>
  rest.post<PersonalInfo>('/member/v2/update/personal-info', input);
