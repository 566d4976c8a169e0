import type { MutationResolvers } from '../../generated/resolvers-types';
import { phoneIdentifier } from '../../../machines/rules/identifier';

export const resetPasswordBySms: NonNullable<MutationResolvers['resetPasswordBySms']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v3/forget/login-password/sms', {
    phone: phoneIdentifier(input.areaCode, input.phone),
    newPassword: input.newPassword,
    rNewPassword: input.rNewPassword,
    pcdk: input.pcdk,
  });
  return true;
};
