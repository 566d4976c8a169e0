import { Alert, Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { LIST_PAGE_SIZES } from '../../../machines/constants';
import { Pager } from '@/components/pager';
import type { usePaging } from './use-paging';
import './my-tasks.css';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

type Props<Row> = {
  /** The page's id stem: the heading is `${id}-title`, the table `${id}-table` (what tests and labels find). */
  id: string;
  title: string;
  /** Above the table (a state filter). */
  filters?: ReactNode;
  columns: ColumnsType<Row>;
  rows: Row[];
  total: number;
  paging: ReturnType<typeof usePaging>;
  /** The page's query as Apollo gives it; `answered` once any page has arrived (the previous one is kept while the next loads). */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  answered: boolean;
  texts: { empty: string; loadError: string; retry: string };
};

/**
 * A "my works" list page: heading, optional filters, a table of one page (or the load error with a retry while
 * nothing has arrived), and the pager below (spec 9 page sizes).
 */
export function PagedListPage<Row extends { id: number | string }>({ id, title, filters, columns, rows, total, paging, query, answered, texts }: Props<Row>) {
  const tableScroll = useFocusableTableScroll(title);
  return (
    <section ref={tableScroll} className="portal-page my-tasks" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="my-tasks__title">
        {title}
      </h1>
      {filters}
      {query.error && !answered ? (
        <Alert type="error" showIcon title={texts.loadError} action={<Button onClick={() => void query.refetch().catch(() => undefined)}>{texts.retry}</Button>} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={query.loading && !answered}
          pagination={false}
          scroll={{ x: 900 }}
          // While the first page loads the table shows the spinner, not "nothing here".
          locale={{ emptyText: !answered ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} data-testid={`${id}-empty`} /> }}
          data-testid={`${id}-table`}
        />
      )}
      <Pager current={paging.page.pageNum} pageSize={paging.page.pageSize} total={total} pageSizes={LIST_PAGE_SIZES} onChange={paging.onChange} />
    </section>
  );
}
