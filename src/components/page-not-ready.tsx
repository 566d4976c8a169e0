import { Button, Result, Skeleton } from 'antd';

/**
 * What a page shows before its query has answered: a skeleton while it loads, or a warning with a retry when it
 * failed. `title` and `retryLabel` come from the page's own namespace.
 */
export function PageNotReady({ error, title, retryLabel, onRetry }: { error: unknown; title: string; retryLabel: string; onRetry(): void }) {
  if (error) return <Result status="warning" title={title} extra={<Button onClick={onRetry}>{retryLabel}</Button>} />;
  return (
    <section className="portal-page">
      <Skeleton active paragraph={{ rows: 6 }} />
    </section>
  );
}
