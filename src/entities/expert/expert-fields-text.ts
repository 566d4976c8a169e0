import { useTranslation } from 'react-i18next';
import { industryName } from '@/lib/industry-options';

/** The fields of expertise as one line in the page language. */
export function useExpertFieldsText(): (fields: ReadonlyArray<{ name: string; cnName: string }>) => string {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  return (fields) => fields.map((f) => industryName(f, lang)).join(lang === 'en' ? ', ' : '、');
}
