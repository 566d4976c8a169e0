import type { MutationResolvers } from '../../generated/resolvers-types';
import { phoneIdentifier } from '../../../machines/rules/identifier';

// The code key was issued for the identifier `86-138…`; the phone is sent in the same form.
export const signupPhone: NonNullable<MutationResolvers['signupPhone']> = async (_parent, { input }, { rest }) => {
  await rest.post<null>('/member/v3/signup/phone', {
    phone: phoneIdentifier(input.areaCode, input.phone),
    password: input.password,
    confirmPassword: input.confirmPassword,
    pcdk: input.pcdk,
  });
  return true;
};
