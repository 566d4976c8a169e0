import type { AppLanguage } from '../language';

/**
 * The UI messages, split so that a visitor loads one language only, and the landing page only what the shell needs:
 * per language a `core` chunk (the shell's namespaces, loaded before the first paint) and a `rest` chunk (every other
 * namespace, loaded with the first page or dialog that needs more: src/lib/antd/antd-scope.tsx). The other language
 * loads only when the visitor switches to it. src/lib/i18n.ts puts them into i18next; the entry (src/main.tsx) starts
 * the fetch of the core chunk before the rest of the app has arrived.
 */
export type MessagePart = 'core' | 'rest';

/** The namespaces of the `core` chunks (the glob of each `*-core.ts` names the same files). */
export const CORE_NAMESPACES: readonly string[] = ['common', 'layout', 'menu', 'errors', 'pages'];

export type MessageModules = Record<string, Record<string, unknown>>;

export const MESSAGE_BUNDLES: Record<AppLanguage, Record<MessagePart, () => Promise<{ messages: MessageModules }>>> = {
  zh: { core: () => import('./zh-core'), rest: () => import('./zh-rest') },
  en: { core: () => import('./en-core'), rest: () => import('./en-rest') },
};
