import type { MutationResolvers } from '../../generated/resolvers-types';
import { modifyByCodePath } from './modifyPayPasswordByCode';

export const modifyLoginPasswordByCode: NonNullable<MutationResolvers['modifyLoginPasswordByCode']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>(modifyByCodePath('login-password', input));
  return true;
};
