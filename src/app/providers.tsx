import { useEffect, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { apolloClient } from '@/lib/apollo';
import { i18n } from '@/lib/i18n';
import { LayoutSettingsProvider, useLayoutSettings } from '@/lib/layout-settings';
import { LoginDialogProvider } from '@/lib/login-dialog';
import { accessibleShade } from '@/lib/theme';

/** antd follows the UI language and the theme colour of the layout settings. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const { settings } = useLayoutSettings();
  // Text-bearing fills use the AA shade; the chosen colour itself decorates (src/lib/theme.ts).
  const primary = accessibleShade(settings.theme);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--portal-theme', settings.theme);
    root.setProperty('--portal-primary-text', primary);
  }, [settings.theme, primary]);
  return (
    <ConfigProvider
      locale={instance.resolvedLanguage === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: primary, colorLink: primary, colorInfo: primary } }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/**
 * Everything that does not need the router: i18n, Apollo, layout settings, antd (locale, theme, App context
 * for message/notification/Modal), the login-dialog flag. The session lives inside the router because its
 * effects navigate (src/app/router.tsx).
 */
export function AppProviders({ children, client = apolloClient }: { children: ReactNode; client?: ApolloClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <LayoutSettingsProvider>
          <ThemedAntd>
            <LoginDialogProvider>{children}</LoginDialogProvider>
          </ThemedAntd>
        </LayoutSettingsProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
