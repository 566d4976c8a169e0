import { useEffect, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { NoticesProvider } from '@/lib/antd/notices';
import { apolloClient } from '@/lib/apollo';
import { i18n } from '@/lib/i18n';
import { LayoutSettingsProvider, useLayoutSettings } from '@/lib/layout-settings';
import { LoginDialogProvider } from '@/lib/login-dialog';
import { primaryTextColor } from '@/lib/theme';
import { watchDefaultIconNames } from '@/lib/decorative-icons';

/** The theme colour of the layout settings as CSS variables, for the shell's own styles (src/lib/theme.ts). */
function ThemeVariables() {
  const { settings } = useLayoutSettings();
  // Text-bearing fills use the AA shade; the chosen colour itself decorates (src/lib/theme.ts).
  const primary = primaryTextColor(settings.theme);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--portal-theme', settings.theme);
    root.setProperty('--portal-primary-text', primary);
  }, [settings.theme, primary]);
  return null;
}

/**
 * Everything that does not need the router: i18n, Apollo, layout settings, the message/notification/modal APIs
 * of antd's App context (loaded with the first notice: src/lib/antd/notices.tsx), the login-dialog flag. antd itself
 * (ConfigProvider with locale and theme) wraps only what uses it (src/lib/antd/antd-scope.tsx): the landing page
 * paints without it. `.portal-app` gives the text the base style antd's App gave the whole page (layout.css). The
 * session lives inside the router because its effects navigate (src/app/router.tsx).
 */
export function AppProviders({ children, client = apolloClient }: { children: ReactNode; client?: ApolloClient }) {
  // antd's own icons announce English names ("down", "info-circle"): hidden wherever they appear (src/lib/decorative-icons.ts).
  useEffect(() => watchDefaultIconNames(document.body), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <LayoutSettingsProvider>
          <ThemeVariables />
          <NoticesProvider>
            <div className="portal-app">
              <LoginDialogProvider>{children}</LoginDialogProvider>
            </div>
          </NoticesProvider>
        </LayoutSettingsProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
