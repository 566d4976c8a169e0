import type { MutationResolvers } from '../../generated/resolvers-types';
import { phoneIdentifier } from '../../../machines/rules/identifier';

export const bindPhone: NonNullable<MutationResolvers['bindPhone']> = async (_parent, { input }, { rest }) => {
  const params = new URLSearchParams({ phone: phoneIdentifier(input.areaCode, input.phone), pcdk: input.pcdk });
  await rest.post<null>(`/member/v3/bind/phone?${params}`);
  return true;
};
