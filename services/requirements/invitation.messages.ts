/** Messages of invitations, the hall membership and the market evaluation, in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const invitationMessages = {
  invitationNotFound: { zh: '邀请不存在', en: 'The invitation does not exist' },
} as const satisfies Record<string, Localized>;
