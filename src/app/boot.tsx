import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n, type AppLanguage } from '@/lib/i18n';
import { App } from './app';

/**
 * Renders the app once i18next has the shell's messages of `lang` (fetched since the entry started, src/main.tsx). The
 * page at the address was requested at the same time (src/app/preload-route.ts): when it is in by now (the landing
 * page, a few KB) the first paint shows it whole; a heavier page shows the shell and its loading line first.
 */
export async function boot(lang: AppLanguage): Promise<void> {
  await startI18n(lang);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = createRoot(root);
  // As a transition, React renders the first page in slices, giving the main thread back between them, instead of
  // one long task: the page is as soon on screen, and a tap or a key meanwhile is not held up (Lighthouse's TBT).
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
