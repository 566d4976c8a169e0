import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleError, type Lang, type RuleError } from '../../../machines/rules/messages';

/** The page language as the shared rules name it. */
export function useRuleLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
}

/**
 * Renders a shared rule's error in the page language: the same words the services answer with, so a field
 * error never reads differently from the server's 400.
 */
export function useRuleText(): (err: RuleError | null | undefined) => string | undefined {
  const lang = useRuleLang();
  return useCallback((err) => (err ? formatRuleError(err, lang) : undefined), [lang]);
}
