// Every other Chinese namespace, loaded with the first page or dialog that needs more than the shell (src/lib/i18n.ts).
export const messages = import.meta.glob<Record<string, unknown>>(['../../locales/zh-CN/*.json', '!../../locales/zh-CN/{common,layout,menu,errors,pages}.json'], {
  eager: true,
  import: 'default',
});
