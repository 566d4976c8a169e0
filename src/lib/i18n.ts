import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';

/**
 * i18next set-up. Every JSON file under src/locales/{zh-CN,en-US}/ is a namespace named after the file, so a
 * new namespace needs no code change. Files prefix their keys by area (`menu.json` holds `{ "menu": { … } }`)
 * and every namespace is a fallback namespace, so `t('menu.hall')` works from anywhere, while a feature may
 * still call `useTranslation('statecharts')` and use keys relative to its own file.
 */
export type AppLanguage = 'zh' | 'en';

export const LANGUAGES: readonly AppLanguage[] = ['zh', 'en'];
export const DEFAULT_LANGUAGE: AppLanguage = 'zh';
export const LANG_COOKIE = 'lang';

const FOLDER_TO_LANGUAGE: Record<string, AppLanguage> = { 'zh-CN': 'zh', 'en-US': 'en' };

/** The `<html lang>` value of each language. */
export const HTML_LANG: Record<AppLanguage, string> = { zh: 'zh-CN', en: 'en' };

type JsonModule = Record<string, unknown>;

/** Turns `{ '/src/locales/zh-CN/menu.json': {...} }` into i18next resources; exported for the parity test. */
export function buildResources(modules: Record<string, JsonModule>): Resource {
  const resources: Resource = {};
  for (const [file, json] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const lang = FOLDER_TO_LANGUAGE[match[1]];
    if (!lang) continue;
    const content = (json as { default?: JsonModule }).default ?? json;
    resources[lang] ??= {};
    resources[lang][match[2]] = content as Resource[string][string];
  }
  return resources;
}

export const localeModules = import.meta.glob<JsonModule>('../locales/*/*.json', { eager: true, import: 'default' });

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

export const i18n = i18next.createInstance();

const resources = buildResources(localeModules);
const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(typeof location === 'undefined' ? '/' : location.href, readCookie(LANG_COOKIE)),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  fallbackNS: namespaces.filter((ns) => ns !== 'common'),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

applyDocumentLanguage(currentLanguage());

export function currentLanguage(): AppLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(lang: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/**
 * Switches the UI language and remembers it in the `lang` cookie (one year). Saving it to the member
 * (`modifyLanguage`) is the caller's part when signed in: see `useLanguage()`.
 */
export async function setLanguage(lang: AppLanguage): Promise<void> {
  writeCookie(LANG_COOKIE, lang, { maxAge: 365 * 24 * 3600 });
  applyDocumentLanguage(lang);
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
}

/** The path without its `/en` or `/zh` segments (`/en/hall` → `/hall`, `/en` → `/`). */
export function stripLanguageSegments(pathname: string): string {
  const kept = pathname.split('/').filter((s) => s !== '' && s !== 'en' && s !== 'zh');
  return `/${kept.join('/')}`;
}
