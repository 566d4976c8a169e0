/** Service messages of real-name verification and face checks (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const identityMessages = {
} as const satisfies Record<string, Localized>;
