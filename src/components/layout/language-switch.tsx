import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@/components/menu-button';
import { useLanguage } from '@/lib/use-language';
import type { AppLanguage } from '@/lib/i18n';

/** 中文 / English, each named in its own language so either reader finds it. */
const LABELS: Record<AppLanguage, string> = { zh: '中文', en: 'English' };

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  return (
    <MenuButton
      className={`portal-icon-button ${className ?? ''}`}
      aria-label={t('layout.language.switch')}
      items={(Object.keys(LABELS) as AppLanguage[]).map((lang) => ({
        key: lang,
        selected: lang === language,
        label: <span lang={lang === 'zh' ? 'zh-CN' : 'en'}>{LABELS[lang]}</span>,
      }))}
      onSelect={(key) => void change(key as AppLanguage)}
    >
      <GlobalOutlined aria-hidden="true" />
      <span>{LABELS[language]}</span>
    </MenuButton>
  );
}
