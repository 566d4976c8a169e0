import type { MutationResolvers } from '../../generated/resolvers-types';
import { phoneIdentifier } from '../../../machines/rules/identifier';

// A missing phone or e-mail goes on as an empty string, so the services answer with the rule's own message.
export const sendBindCode: NonNullable<MutationResolvers['sendBindCode']> = async (_parent, { input }, { rest }) => {
  const captcha = { captchaId: input.captchaId, captchaCode: input.captchaCode };
  if (input.channel === 'sms') {
    await rest.post<null>('/member/v2/logged-in/bind/send/sms/verify-code', { phone: phoneIdentifier(input.areaCode ?? '', input.phone ?? ''), ...captcha });
  } else {
    await rest.post<null>('/member/v2/logged-in/bind/send/email/verify-code', { email: input.email ?? '', ...captcha });
  }
  return true;
};
