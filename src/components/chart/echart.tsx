import { useEffect, useRef } from 'react';
import type { BarChartOption } from './chart-option';
import { chartLibrary } from './echarts-setup';

export type EChartProps = {
  option: BarChartOption;
  /** CSS height of the chart (its width follows the container). */
  height: number;
  /** What the chart shows, for screen readers (the caller renders the figures as text too). */
  ariaLabel: string;
};

/**
 * One ECharts instance in a div: created on mount, fed the option whenever it changes, resized with its container,
 * disposed on unmount. Load it through `LazyChart` (./lazy-chart.tsx), never directly from a page.
 */
export function EChart({ option, height, ariaLabel }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<ReturnType<typeof chartLibrary>['init']> | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // A container not laid out yet (a closed tab, a test's DOM) has no width: start at a sensible one.
    const instance = chartLibrary().init(element, undefined, { renderer: 'svg', width: element.clientWidth || 480, height });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) instance.resize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, height]);

  return <div ref={host} className="portal-chart" style={{ width: '100%', height }} role="img" aria-label={ariaLabel} data-testid="echart" />;
}

export default EChart;
