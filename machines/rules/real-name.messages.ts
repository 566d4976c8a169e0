/** Rule messages of real-name verification (ID numbers, credit codes, names, photos), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const realNameRuleMessages = {
} as const satisfies Record<string, Localized>;
