/** Service messages of profile: nickname, fields of interest, address, avatar (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const profileMessages = {
  // spec 8, word for word
  profileUpdated: { zh: '资料已更新', en: 'Profile Updated' },
} as const satisfies Record<string, Localized>;
