/** Service messages of reference data. In the catalogue of services/messages.ts. */
import type { Localized } from '../../machines/rules/localized';

export const referenceMessages = {
  industryNotFound: { zh: '行业不存在', en: 'Industry not found' },
} as const satisfies Record<string, Localized>;
