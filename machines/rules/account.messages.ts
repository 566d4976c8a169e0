/** Rule messages of account security and profile (nickname, fields of interest, address), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const accountRuleMessages = {
} as const satisfies Record<string, Localized>;
