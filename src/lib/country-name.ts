import { useTranslation } from 'react-i18next';
import { HTML_LANG, isLanguage, type AppLanguage } from './language';

/**
 * A country's name in the page language from its ISO 3166 code, as the real-name application stores it ('CN' → 中国
 * in Chinese, China in English; issue 11: pages showed the bare code). The browser's own names (Intl.DisplayNames),
 * so no list has to load; an unknown or malformed code stays as it is, nothing stays '–'.
 */
export function countryName(code: string | null | undefined, language: AppLanguage): string {
  if (!code) return '–';
  try {
    return new Intl.DisplayNames([HTML_LANG[language]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** countryName in the page language. */
export function useCountryName(): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'zh';
  return (code) => countryName(code, language);
}
