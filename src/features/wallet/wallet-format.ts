import { useCallback } from 'react';
import dayjs from 'dayjs';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { formatFen } from '../../../machines/rules/money';

/** Record times: one fixed, sortable form in both languages. */
export function formatTime(ms: number | null | undefined): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '–';
}

/** A flow amount with its direction: '+100.00' in, '-50.00' out (spec 9: 2 decimals). */
export function formatSignedFen(fen: number): string {
  return fen > 0 ? `+${formatFen(fen)}` : formatFen(fen);
}

/** The page language as the code tables name it ('zh' | 'en'), and a label reader for them. */
export function useCodeLabel() {
  const lang = useRuleLang();
  return useCallback((entries: readonly { value: string; zh: string; en: string }[], value: string) => entries.find((e) => e.value === value)?.[lang] ?? value, [lang]);
}
