import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestIndustry } from '../../rest-types';

export const industryTree: NonNullable<QueryResolvers['industryTree']> = (_parent, _args, { rest }) =>
  rest.get<RestIndustry[]>('/member/v2/get/industry/infos-belongto');
