/**
 * Codes of the spec-3 tables (machines/codes: recharge and withdraw status, wallet transaction type, ...) as labels
 * in the page language and as coloured tags. The tables carry both languages themselves; one reader for every
 * feature.
 */
import { Tag } from 'antd';
import { useCallback } from 'react';
import type { CodeEntry, ListClass } from '../../../machines/codes/code-table';
import { useRuleLang } from '@/components/code-flow/use-rule-text';

// The dictionary's listClass names (spec 3, dictionary entries) in antd's tag colours. `info` is the plain tag: antd's
// cyan tag (3.4:1) fails axe's contrast rule, as its green one did.
const COLOR: Record<ListClass, string> = { default: 'default', primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

type Entries = readonly Pick<CodeEntry, 'value' | 'key' | 'zh' | 'en'>[];

/** `label(entries, code)`: a code's text in the page language (the code itself when the table lacks it). */
export function useCodeLabel() {
  const lang = useRuleLang();
  return useCallback((entries: Entries, code: string) => entries.find((e) => e.value === code)?.[lang] ?? code, [lang]);
}

/** A code as a tag coloured by its table's list class. */
export function CodeTag({ entries, code }: { entries: readonly CodeEntry[]; code: string }) {
  const label = useCodeLabel();
  const entry = entries.find((e) => e.value === code);
  return <Tag color={COLOR[entry?.listClass ?? 'default']}>{label(entries, code)}</Tag>;
}
