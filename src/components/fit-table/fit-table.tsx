import { useCallback, useRef, useState } from 'react';
import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { observeSize } from '@/lib/observe-size';
import './fit-table.css';

/**
 * A column of a FitTable. `priority` marks a column that may give way when the table's container is narrow: the
 * highest priorities stay longest, and a column without one always shows (the row's identity, its status, its
 * action). `width` (px) is what the column is given and what is counted when choosing.
 */
export type FitColumn<R> = ColumnType<R> & { priority?: number; width?: number };

/** Counted for a column that names no width of its own. */
const DEFAULT_WIDTH = 120;

const widthOf = (column: { width?: number }) => column.width ?? DEFAULT_WIDTH;

/**
 * The columns that fit in `available` px, in their own order: every column without a priority, then the others from
 * the highest priority down while they fit (the first that does not fit ends it, so a lower priority never shows
 * where a higher one gave way). Unmeasured (`available` 0: before layout, or where nothing is laid out) all of them.
 */
export function fitColumns<C extends { priority?: number; width?: number }>(columns: readonly C[], available: number): C[] {
  if (!(available > 0)) return [...columns];
  const kept = new Set(columns.filter((c) => c.priority === undefined));
  let used = [...kept].reduce((sum, c) => sum + widthOf(c), 0);
  const optional = columns.filter((c) => c.priority !== undefined).sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const column of optional) {
    if (used + widthOf(column) > available) break;
    kept.add(column);
    used += widthOf(column);
  }
  return columns.filter((c) => kept.has(c));
}

/** The narrowest an ellipsis column is made when the columns that must stay do not fit. */
const MIN_ELLIPSIS_WIDTH = 96;

/**
 * Where the columns are still wider than `available` px (a phone: the order number, the status and the action), the
 * columns that cut their text with an ellipsis give up width, first one first, down to 96 px each, before the
 * table has to scroll (the status would otherwise slide under the fixed action column).
 */
export function shrinkColumns<C extends { width?: number; ellipsis?: unknown }>(columns: readonly C[], available: number): C[] {
  let excess = columns.reduce((sum, c) => sum + widthOf(c), 0) - available;
  if (!(available > 0) || excess <= 0) return [...columns];
  return columns.map((column) => {
    if (excess <= 0 || !column.ellipsis) return column;
    const give = Math.max(0, Math.min(excess, widthOf(column) - MIN_ELLIPSIS_WIDTH));
    excess -= give;
    return give > 0 ? { ...column, width: widthOf(column) - give } : column;
  });
}

/**
 * antd's Table fitted to its container (issue 11: queues and records pushed their status, reason and only action
 * out of a narrow card, and a phone scrolled sideways). The container's width is measured, not the window's: a
 * section's side menu and its maximum width leave the same room at 1280 px as at 1920 px. Columns are chosen by
 * priority to fit that room, and the table scrolls inside itself only if the columns that must stay are wider still;
 * a column marked `fixed: 'right'` (the actions) then stays in view.
 */
export function FitTable<R extends object>({ columns, className, ...props }: Omit<TableProps<R>, 'columns' | 'scroll'> & { columns: Array<FitColumn<R>> }) {
  const [available, setAvailable] = useState(0);
  const stopObserving = useRef<(() => void) | null>(null);
  const measure = useCallback((root: HTMLDivElement | null) => {
    stopObserving.current?.();
    stopObserving.current = root ? observeSize(root, () => setAvailable(root.clientWidth)) : null;
  }, []);
  const shown = shrinkColumns(fitColumns(columns, available), available);
  const x = shown.reduce((sum, c) => sum + widthOf(c), 0);
  return (
    <div ref={measure} className={className ? `portal-fit-table ${className}` : 'portal-fit-table'}>
      <Table<R> {...props} columns={shown.map(({ priority: _priority, ...column }) => column)} scroll={{ x }} />
    </div>
  );
}
