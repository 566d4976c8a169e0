/**
 * The market bar graph's data and chart option (pure: tested without a chart library). Five bars, one per spec 3
 * market size range (machines/codes `marketSizeRange`: 0-50, 50-100, 100-500, 500-1000, 1000+ 万), in that order,
 * each with how many assessors chose it; a range the answer lacks counts 0.
 */
import type { BarChartOption } from '@/components/chart';
import type { Lang } from '../../../machines/rules/localized';
import { marketSizeRange } from '../../../machines/codes/requirement.codes';

export type MarketBarDatum = { marketSize: string; label: string; count: number };

export function marketBars(bars: readonly { marketSize: string; count: number }[], lang: Lang): MarketBarDatum[] {
  const counts = new Map(bars.map((b) => [b.marketSize, b.count]));
  return marketSizeRange.entries.map((range) => ({ marketSize: range.value, label: range[lang], count: counts.get(range.value) ?? 0 }));
}

export function marketBarOption(data: readonly MarketBarDatum[], options: { color: string; countName: string }): BarChartOption {
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 24, bottom: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.map((d) => d.label), axisTick: { alignWithLabel: true }, axisLabel: { interval: 0, hideOverlap: false } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: options.countName,
        data: data.map((d) => d.count),
        barMaxWidth: 48,
        itemStyle: { color: options.color, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top' },
      },
    ],
  } as BarChartOption;
}
