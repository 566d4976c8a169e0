/**
 * The UI languages and how a page picks one, without i18next: the entry (src/main.tsx) decides the language before
 * anything else has loaded, so that only that language's messages are fetched. src/lib/i18n.ts re-exports all of it.
 */
export type AppLanguage = 'zh' | 'en';

export const LANGUAGES: readonly AppLanguage[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: AppLanguage = 'zh';
export const LANG_COOKIE = 'lang';

/** The `<html lang>` value of each language. */
export const HTML_LANG: Record<AppLanguage, string> = { zh: 'zh-CN', en: 'en' };

export function isLanguage(value: unknown): value is AppLanguage {
  return value === 'zh' || value === 'en';
}

/**
 * Spec section 2 and 9: a URL containing `/en` switches to English. Only a whole path segment counts
 * (`/en`, `/en/hall`, `/hall/en`), so `/enterprise` does not; `/zh` switches back likewise.
 */
export function languageFromUrl(url: string): AppLanguage | null {
  let path: string;
  try {
    const parsed = new URL(url, 'http://localhost');
    path = `${parsed.pathname}${parsed.hash.replace(/^#/, '')}`;
  } catch {
    return null;
  }
  const segments = path.split(/[/?#]/);
  if (segments.includes('en')) return 'en';
  if (segments.includes('zh')) return 'zh';
  return null;
}

/** URL first, then the `lang` cookie, then Chinese. */
export function initialLanguage(url: string, cookieValue: string | undefined): AppLanguage {
  return languageFromUrl(url) ?? (isLanguage(cookieValue) ? cookieValue : DEFAULT_LANGUAGE);
}

/** The path without its `/en` or `/zh` segments (`/en/hall` → `/hall`, `/en` → `/`). */
export function stripLanguageSegments(pathname: string): string {
  const kept = pathname.split('/').filter((s) => s !== '' && s !== 'en' && s !== 'zh');
  return `/${kept.join('/')}`;
}
