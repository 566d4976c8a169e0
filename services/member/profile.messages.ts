/** Service messages of profile: nickname, fields of interest, address, avatar (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const profileMessages = {
} as const satisfies Record<string, Localized>;
