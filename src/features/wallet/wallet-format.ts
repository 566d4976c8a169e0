import dayjs from 'dayjs';
import { formatFen } from '../../../machines/rules/money';

/** Record times: one fixed, sortable form in both languages. */
export function formatTime(ms: number | null | undefined): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '–';
}

/** A flow amount with its direction: '+100.00' in, '-50.00' out (spec 9: 2 decimals). */
export function formatSignedFen(fen: number): string {
  return fen > 0 ? `+${formatFen(fen)}` : formatFen(fen);
}

// Code labels: `useCodeLabel` in src/components/code-tag.
export { useCodeLabel } from '@/components/code-tag';
