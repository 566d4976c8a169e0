/** A text in both languages of the portal. Its own module so the per-area message files can import it without a cycle. */
export type Lang = 'zh' | 'en';

export type Localized = { zh: string; en: string };
