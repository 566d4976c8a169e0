/** Service messages of bank cards and micro-deposits (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const bankCardMessages = {
} as const satisfies Record<string, Localized>;
