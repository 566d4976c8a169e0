import type { ModifyPasswordByCodeInput, MutationResolvers } from '../../generated/resolvers-types';

/** The spec sends these as query params (spec 7): `newPassword`, `rNewPassword` and `pcdk` or `ecdk`. */
export function modifyByCodePath(what: 'login-password' | 'pay-password', input: ModifyPasswordByCodeInput): string {
  const params = new URLSearchParams({ newPassword: input.newPassword, rNewPassword: input.rNewPassword });
  params.set(input.channel === 'sms' ? 'pcdk' : 'ecdk', input.codeKey);
  return `/member/v3/modify/${what}/${input.channel}?${params}`;
}

export const modifyPayPasswordByCode: NonNullable<MutationResolvers['modifyPayPasswordByCode']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>(modifyByCodePath('pay-password', input));
  return true;
};
