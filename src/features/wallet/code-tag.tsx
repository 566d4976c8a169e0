import { Tag } from 'antd';
import type { CodeEntry, ListClass } from '../../../machines/codes/code-table';
import { useCodeLabel } from './wallet-format';

// The dictionary's listClass names (spec 3, dictionary entries) in antd's tag colours.
const COLOR: Record<ListClass, string> = {
  default: 'default',
  primary: 'processing',
  success: 'success',
  info: 'cyan',
  warning: 'warning',
  danger: 'error',
};

/** A code of a spec-3 table (recharge status, withdraw status, wallet transaction type) as a coloured tag. */
export function CodeTag({ entries, value }: { entries: readonly CodeEntry[]; value: string }) {
  const label = useCodeLabel();
  const entry = entries.find((e) => e.value === value);
  return <Tag color={COLOR[entry?.listClass ?? 'default']}>{label(entries, value)}</Tag>;
}
