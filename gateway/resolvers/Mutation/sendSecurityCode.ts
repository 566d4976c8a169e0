import type { MutationResolvers, SecurityCodeType } from '../../generated/resolvers-types';

/** REST smsType / emailType of a signed-in code (docs/contracts.md, "Account security"). */
const CODE_TYPES: Record<SecurityCodeType, 3 | 4 | 5> = { loginPassword: 3, payPassword: 4, withdraw: 5 };

export const sendSecurityCode: NonNullable<MutationResolvers['sendSecurityCode']> = async (_parent, { input }, { rest }) => {
  const type = CODE_TYPES[input.type];
  await rest.post<null>(`/member/v2/logged-in/send/${input.channel}/verify-code`, {
    captchaId: input.captchaId,
    captchaCode: input.captchaCode,
    ...(input.channel === 'sms' ? { smsType: type } : { emailType: type }),
  });
  return true;
};
