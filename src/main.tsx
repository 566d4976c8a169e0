import { preloadRoute } from '@/app/preload-route';
import { readCookie } from '@/lib/cookies';
import { initialLanguage, LANG_COOKIE } from '@/lib/language';
import { MESSAGE_BUNDLES } from '@/lib/locale-bundles';

// The entry is small on purpose (a few KB): it decides the page's language, then asks at once, in parallel, for the
// app (./app/boot.tsx and what it imports), that language's shell messages, and the chunks of the page at the address,
// instead of fetching them one after another. Only that language loads (src/lib/i18n.ts).
const lang = initialLanguage(location.href, readCookie(LANG_COOKIE));
void MESSAGE_BUNDLES[lang].core();
preloadRoute(location.pathname, lang);

import('@/app/boot')
  .then((m) => m.boot(lang))
  .catch((error: unknown) => {
    console.error(error);
    const root = document.getElementById('root');
    if (root) root.textContent = lang === 'en' ? 'The page could not load. Please reload it.' : '页面加载失败，请刷新重试。';
  });
