// The Chinese messages of the shell and the landing page, loaded before the first paint (src/lib/i18n.ts). Keep the
// list equal to CORE_NAMESPACES of ./index.ts and the other languages' files (a test compares them).
export const messages = import.meta.glob<Record<string, unknown>>('../../locales/zh-CN/{common,layout,menu,errors,pages}.json', { eager: true, import: 'default' });
