/** Messages of the review fee and crowdfunding, in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const crowdfundingMessages = {
  campaignNotFound: { zh: '众筹不存在', en: 'The crowdfunding does not exist' },
} as const satisfies Record<string, Localized>;
