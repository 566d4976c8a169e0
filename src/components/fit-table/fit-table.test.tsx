import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FitTable, fitColumns, shrinkColumns, type FitColumn } from './fit-table';

type Row = { id: number; no: string; member: string; amount: string; reason: string; card: string };

const columns: Array<FitColumn<Row>> = [
  { key: 'no', title: 'Order', dataIndex: 'no', width: 190 },
  { key: 'member', title: 'Member', dataIndex: 'member', width: 180, priority: 8 },
  { key: 'card', title: 'Card', dataIndex: 'card', width: 170, priority: 3 },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', width: 110, priority: 9 },
  { key: 'reason', title: 'Reason', dataIndex: 'reason', width: 140, priority: 7 },
  { key: 'actions', title: 'Actions', width: 90, fixed: 'right', render: () => <button type="button">View</button> },
];

const rows: Row[] = [{ id: 1, no: 'R20261122153012483920', member: '张三 · #42', amount: '¥1,234.50', reason: '', card: 'ICBC **** 4321' }];

const keys = (shown: Array<{ key?: unknown }>) => shown.map((c) => c.key);

describe('fitColumns', () => {
  it('keeps every column without a priority and adds the others from the highest priority while they fit', () => {
    expect(keys(fitColumns(columns, 280))).toEqual(['no', 'actions']);
    expect(keys(fitColumns(columns, 390))).toEqual(['no', 'amount', 'actions']);
    expect(keys(fitColumns(columns, 800))).toEqual(['no', 'member', 'amount', 'reason', 'actions']);
    expect(keys(fitColumns(columns, 2000))).toEqual(['no', 'member', 'card', 'amount', 'reason', 'actions']);
  });

  it('never shows a lower priority where a higher one gave way', () => {
    // 190 + 90 + 110 = 390: the member (180) does not fit in 450, so the narrower reason and card stay out too.
    expect(keys(fitColumns(columns, 450))).toEqual(['no', 'amount', 'actions']);
  });

  it('shows all of them while the room is unmeasured', () => {
    expect(keys(fitColumns(columns, 0))).toEqual(keys(columns));
  });
});

describe('shrinkColumns', () => {
  it('narrows the ellipsis columns, down to 96 px, before the table has to scroll', () => {
    const phone = fitColumns(columns, 340).map((c) => (c.key === 'no' ? { ...c, ellipsis: true } : c));
    expect(phone.map((c) => [c.key, c.width])).toEqual([['no', 190], ['actions', 90]]);
    expect(shrinkColumns(phone, 250).map((c) => [c.key, c.width])).toEqual([['no', 160], ['actions', 90]]);
    expect(shrinkColumns(phone, 150).map((c) => [c.key, c.width])).toEqual([['no', 96], ['actions', 90]]);
    expect(shrinkColumns(phone, 400)).toEqual(phone);
  });
});

describe('FitTable', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('drops the low-priority columns in a narrow container and keeps the action column (issue 11)', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('portal-fit-table') ? 400 : 0;
    });
    render(<FitTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(headers()).toEqual(['Order', 'Amount', 'Actions']);
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
  });

  it('shows every column where it has the room', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('portal-fit-table') ? 1200 : 0;
    });
    render(<FitTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(headers()).toEqual(['Order', 'Member', 'Card', 'Amount', 'Reason', 'Actions']);
  });
});
