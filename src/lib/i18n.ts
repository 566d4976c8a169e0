import { use } from 'react';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';
import { DEFAULT_LANGUAGE, HTML_LANG, initialLanguage, isLanguage, LANG_COOKIE, LANGUAGES, type AppLanguage } from './language';
import { MESSAGE_BUNDLES, type MessageModules, type MessagePart } from './locale-bundles';

export * from './language';

/**
 * i18next set-up. Every JSON file under src/locales/{zh-CN,en-US}/ is a namespace named after the file, so a
 * new namespace needs no code change. Files prefix their keys by area (`menu.json` holds `{ "menu": { … } }`)
 * and every namespace is a fallback namespace, so `t('menu.hall')` works from anywhere, while a feature may
 * still call `useTranslation('statecharts')` and use keys relative to its own file.
 *
 * Only the language on screen is loaded, in two parts (src/lib/locale-bundles): the shell's namespaces before the
 * first paint (`startI18n`), the others with the first page or dialog that needs them (`loadWholeLanguage`, called by
 * src/lib/antd/antd-scope.tsx). A switch loads the new language before showing it (`setLanguage`), as much of it as
 * was loaded of the old one, and whatever else registered a loader (antd's and dayjs's locales).
 */
const FOLDER_TO_LANGUAGE: Record<string, AppLanguage> = { 'zh-CN': 'zh', 'en-US': 'en' };

/** Turns `{ '/src/locales/zh-CN/menu.json': {...} }` into i18next resources; exported for the parity test. */
export function buildResources(modules: MessageModules): Resource {
  const resources: Resource = {};
  for (const [file, json] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const lang = FOLDER_TO_LANGUAGE[match[1]];
    if (!lang) continue;
    const content = (json as { default?: Record<string, unknown> }).default ?? json;
    resources[lang] ??= {};
    resources[lang][match[2]] = content as Resource[string][string];
  }
  return resources;
}

export const i18n = i18next.createInstance();

/** `zh:core`, `en:rest`, …: the parts already in i18next. */
const loaded = new Set<string>();
/** Set once a page needed the whole language: a switch then loads the whole new language before showing it. */
let wholeLanguageWanted = false;
/** The language a running switch is going to (a part loaded meanwhile is loaded for it too). */
let switchingTo: AppLanguage | undefined;
/** Loaders of other language-dependent data (antd's and dayjs's locales), run before a switch shows the language. */
const languageLoaders: { load: (lang: AppLanguage) => Promise<void>; done: Set<AppLanguage> }[] = [];
let started: Promise<void> | undefined;
let ready = false;
/** Counts the calls of `setLanguage`: a switch still loading when another one was asked for gives way to it. */
let switches = 0;

async function fetchPart(lang: AppLanguage, part: MessagePart): Promise<ResourceLanguage> {
  const { messages } = await MESSAGE_BUNDLES[lang][part]();
  return buildResources(messages)[lang] ?? {};
}

/** Every loaded namespace but `common` is a fallback namespace (see above). */
function addNamespaces(names: readonly string[]): void {
  const ns = i18n.options.ns as string[];
  const fallback = i18n.options.fallbackNS as string[];
  for (const name of names) {
    if (!ns.includes(name)) ns.push(name);
    if (name !== 'common' && !fallback.includes(name)) fallback.push(name);
  }
}

async function loadPart(lang: AppLanguage, part: MessagePart): Promise<void> {
  if (loaded.has(`${lang}:${part}`)) return;
  await startI18n();
  const bundles = await fetchPart(lang, part);
  for (const [ns, content] of Object.entries(bundles)) i18n.addResourceBundle(lang, ns, content, true, true);
  addNamespaces(Object.keys(bundles));
  loaded.add(`${lang}:${part}`);
}

/**
 * Starts i18next with the shell's messages of the page's language (URL, then the `lang` cookie, then Chinese). The
 * app renders after it resolved (src/app/boot.tsx); later calls answer the same promise.
 */
export function startI18n(lang: AppLanguage = initialLanguage(typeof location === 'undefined' ? '/' : location.href, readCookie(LANG_COOKIE))): Promise<void> {
  started ??= (async () => {
    const core = await fetchPart(lang, 'core');
    const namespaces = Object.keys(core);
    await i18n.use(initReactI18next).init({
      resources: { [lang]: core },
      // The other parts arrive later (addResourceBundle); without this i18next would take the first resources as all.
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...namespaces],
      defaultNS: 'common',
      fallbackNS: namespaces.filter((ns) => ns !== 'common'),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    loaded.add(`${lang}:core`);
    ready = true;
    applyDocumentLanguage(currentLanguage());
  })();
  return started;
}

/** Loads every namespace of the language on screen (and of one being switched to): what a full page needs. */
export async function loadWholeLanguage(): Promise<void> {
  wholeLanguageWanted = true;
  await startI18n();
  const langs = new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...langs].map((lang) => loadPart(lang, 'rest')));
}

/** Whether every namespace of the language on screen is in (then `loadWholeLanguage` would not wait). */
export function wholeLanguageLoaded(): boolean {
  return loaded.has(`${currentLanguage()}:rest`);
}

let whole: (Promise<void> & { status?: 'fulfilled' }) | undefined;

/**
 * For a page that renders without the antd scope but needs more than the shell's messages (the hall's heading):
 * suspends until the whole language is in (React's `use`), renders at once when it is.
 */
export function useWholeLanguage(): void {
  if (!whole) {
    // Never waited for on this page: nothing to wait for. Once it was, React's `use` is called every time (it answers
    // at once when the promise has settled), as React requires of a render that suspended before.
    if (wholeLanguageLoaded()) return;
    const loading: Promise<void> & { status?: 'fulfilled' } = loadWholeLanguage().then(() => {
      loading.status = 'fulfilled';
    });
    whole = loading;
    // a failed load may be tried again by the next render
    loading.catch(() => {
      if (whole === loading) whole = undefined;
    });
  }
  use(whole as Promise<void>);
}

/**
 * Registers a loader of language-dependent data that a switch must have before it shows the language (antd's locale),
 * and runs it for the language on screen now. Answers when that has loaded.
 */
export async function registerLanguageLoader(load: (lang: AppLanguage) => Promise<void>): Promise<void> {
  const loader = { load, done: new Set<AppLanguage>() };
  languageLoaders.push(loader);
  await startI18n();
  const langs = new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...langs].map((lang) => load(lang).then(() => void loader.done.add(lang))));
}

/** What is still to load of `lang` for it to show as much as the language on screen does: nothing once all is in. */
function pendingFor(lang: AppLanguage): Promise<unknown>[] {
  const tasks: Promise<unknown>[] = [];
  if (!loaded.has(`${lang}:core`)) tasks.push(loadPart(lang, 'core'));
  if (wholeLanguageWanted && !loaded.has(`${lang}:rest`)) tasks.push(loadPart(lang, 'rest'));
  for (const loader of languageLoaders) {
    if (!loader.done.has(lang)) tasks.push(loader.load(lang).then(() => void loader.done.add(lang)));
  }
  return tasks;
}

export function currentLanguage(): AppLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(lang: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/**
 * Switches the UI language and remembers it in the `lang` cookie (one year): the new language's messages (and
 * antd's locale) load first, then everything switches at once. Answers false when a later call took over while this
 * one was loading (that one decides). Saving it to the member (`modifyLanguage`) is the caller's part when signed
 * in: see `useLanguage()`.
 */
export async function setLanguage(lang: AppLanguage): Promise<boolean> {
  writeCookie(LANG_COOKIE, lang, { maxAge: 365 * 24 * 3600 });
  const call = ++switches;
  if (!ready) await startI18n();
  // When all of it is in already (a switch back), the language changes at once, before this returns a promise.
  const tasks = pendingFor(lang);
  if (tasks.length > 0) {
    switchingTo = lang;
    try {
      await Promise.all(tasks);
    } finally {
      if (switchingTo === lang) switchingTo = undefined;
    }
  }
  if (call !== switches) return false;
  applyDocumentLanguage(lang);
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
  return true;
}
