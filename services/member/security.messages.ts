/** Service messages of account security: logged-in codes, password changes, binding phone and e-mail (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const securityMessages = {
} as const satisfies Record<string, Localized>;
