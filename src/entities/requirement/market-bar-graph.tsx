import { useQuery } from '@apollo/client/react';
import { Alert, Empty, Skeleton, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/components/chart';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { MarketBarGraphQuery } from './market-bar-graph.query';
import { marketBarOption, marketBars } from './market-bar-option';
import './market-bar-graph.css';

export type MarketBarGraphData = { total: number; bars: readonly { marketSize: string; count: number }[] };

/**
 * The market bar graph (spec 7 "bar-graph"): how many assessors put the market in each of the five size ranges.
 * The chart (ECharts, loaded lazily with its own chunk) is drawn beside a table of the same figures, which is what
 * screen readers and narrow screens read. Strings: `hall.marketGraph.*`.
 */
export function MarketBarChart({ graph, height = 260 }: { graph: MarketBarGraphData; height?: number }) {
  const { t } = useTranslation('hall');
  const lang = useRuleLang();
  const { token } = theme.useToken();
  const data = useMemo(() => marketBars(graph.bars, lang), [graph.bars, lang]);
  const option = useMemo(() => marketBarOption(data, { color: token.colorPrimary, countName: t('hall.marketGraph.count') }), [data, token.colorPrimary, t]);

  return (
    <figure className="market-graph" data-testid="market-bar-graph">
      <figcaption className="market-graph__caption">
        <Typography.Text type="secondary">{t('hall.marketGraph.total', { total: graph.total })}</Typography.Text>
      </figcaption>
      {graph.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hall.marketGraph.empty')} />
      ) : (
        <LazyChart option={option} height={height} ariaLabel={t('hall.marketGraph.aria', { total: graph.total })} />
      )}
      <table className="market-graph__table" data-testid="market-bar-table">
        <caption className="market-graph__sr-only">{t('hall.marketGraph.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hall.marketGraph.range')}</th>
            <th scope="col">{t('hall.marketGraph.count')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((bar) => (
            <tr key={bar.marketSize} data-testid={`market-bar-${bar.marketSize}`}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The graph of one requirement, read by its number (public for hall requirements). */
export function MarketBarGraph({ requirementNo, height }: { requirementNo: string; height?: number }) {
  const { t } = useTranslation('hall');
  const { data, loading, error } = useQuery(MarketBarGraphQuery, {
    variables: { requirementNo },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  if (data) return <MarketBarChart graph={data.marketBarGraph} height={height} />;
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) return <Alert type="warning" showIcon title={t('hall.marketGraph.loadError')} />;
  return null;
}
