import type { MutationResolvers } from '../../generated/resolvers-types';
import { phoneIdentifier } from '../../../machines/rules/identifier';

// The services know phones only as identifiers (`86-138…`, docs/contracts.md): built here from the two inputs
// with the same function the UI and the services use.
export const sendSmsCode: NonNullable<MutationResolvers['sendSmsCode']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v3/send/sms/verify-code', {
    phone: phoneIdentifier(input.areaCode, input.phone),
    captchaId: input.captchaId,
    captchaCode: input.captchaCode,
    smsType: input.smsType,
  });
  return true;
};
