import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestIndustry } from '../../rest-types';

export const industries: NonNullable<QueryResolvers['industries']> = (_parent, _args, { rest }) =>
  rest.get<RestIndustry[]>('/member/v2/get/industry/infos');
