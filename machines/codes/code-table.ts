/** Shared shape of the code-label tables of spec section 3. */
import type { Lang } from '../rules/messages';

export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** `value` is a string because the dictionary API (`dictValue`) carries strings; `key` names the code in code. */
export type CodeEntry = { value: string; key: string; zh: string; en: string; listClass?: ListClass };

/** Builds a table plus a key → value map, so code reads `rechargeStatus.values.done` instead of `'3'`. */
export function defineCodeTable<const T extends readonly CodeEntry[]>(entries: T) {
  const values = Object.fromEntries(entries.map((e) => [e.key, e.value])) as {
    [E in T[number] as E['key']]: E['value'];
  };
  return { entries, values } as const;
}

export function codeLabel(entries: readonly CodeEntry[], value: string | number, lang: Lang): string | undefined {
  return entries.find((e) => e.value === String(value))?.[lang];
}
