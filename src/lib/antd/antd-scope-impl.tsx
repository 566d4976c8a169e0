import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import antdStyleHref from 'virtual:antd-static-style';
import { currentLanguage, i18n, registerLanguageLoader, type AppLanguage } from '../i18n';
import { useLayoutSettingsOrDefaults } from '../layout-settings';
import { useReducedMotion } from '../reduced-motion';
import { antdTokens } from '../theme';

/** antd's locale and dayjs's (month and weekday names of the date pickers) of each language, loaded on demand. */
const LOCALES: Record<AppLanguage, () => Promise<Locale>> = {
  zh: () => Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]).then(([m]) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
};
const DAYJS_LOCALE: Record<AppLanguage, string> = { zh: 'zh-cn', en: 'en' };
const locales: Partial<Record<AppLanguage, Locale>> = {};
const BUTTON = { autoInsertSpace: false } as const;
/**
 * antd's styles come from the static sheet that ./antd-scope.tsx links (scripts/antd-static-style.ts): antd makes no
 * CSS at run time (`zeroRuntime`), only the CSS variables of the tokens below, which the sheet's rules read. Without a
 * sheet (Vitest) antd makes its styles at run time, as before.
 */
const ZERO_RUNTIME = antdStyleHref !== null;

async function loadLocale(lang: AppLanguage): Promise<void> {
  locales[lang] ??= await LOCALES[lang]();
}

/** The locale of the language on screen; a switch loads the new one before it shows (src/lib/i18n.ts). */
export const localeReady: Promise<void> = registerLanguageLoader(loadLocale).then(() => {
  dayjs.locale(DAYJS_LOCALE[currentLanguage()]);
});
i18n.on('languageChanged', () => dayjs.locale(DAYJS_LOCALE[currentLanguage()]));

/**
 * antd follows the UI language and the theme colour of the layout settings, with colours at WCAG AA (text-bearing
 * fills use the AA shade, ../theme.ts), styled by the static sheet (`ZERO_RUNTIME`). Buttons keep their labels as
 * written: antd would put a space between two Chinese characters ("登 录"), which a screen reader then reads as two
 * words.
 */
export function AntdScopeImpl({ children }: { children: ReactNode }) {
  const { t } = useTranslation(); // a language switch renders again with the new locale
  const settings = useLayoutSettingsOrDefaults();
  const reducedMotion = useReducedMotion();
  // No animation of dialogs, menus and toasts for someone who asked their system for less motion (WCAG 2.3.3).
  const theme = useMemo<ThemeConfig>(
    () => ({ zeroRuntime: ZERO_RUNTIME, token: { ...antdTokens(settings.theme), motion: !reducedMotion } }),
    [settings.theme, reducedMotion],
  );
  const lang = currentLanguage();
  const base = locales[lang];
  // antd names every password field's eye button (a keyboard-reachable role="button") with its bare "显示" / "Show":
  // said alone, a screen reader's user cannot tell what it shows. `global.show`/`hide` serve that button only.
  const locale = useMemo<Locale | undefined>(
    () => base && { ...base, global: { ...base.global, show: t('common.password.show', { lng: lang }), hide: t('common.password.hide', { lng: lang }) } },
    [base, t, lang],
  );
  return (
    <ConfigProvider locale={locale} theme={theme} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
