/** Service messages of the operations area: queues and decisions (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const operationsMessages = {
} as const satisfies Record<string, Localized>;
