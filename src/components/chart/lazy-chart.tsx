import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart';

// The chart library is a chunk of its own (echarts/core with the bar chart and the SVG renderer): only a page that
// renders a chart downloads it, and only when it does.
const EChart = lazy(() => import('./echart'));

/** A chart whose library loads on first use; a skeleton of the same height stands in meanwhile. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
