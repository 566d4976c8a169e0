/**
 * The charts of the detailed market assessment's aggregate (pure: tested without a chart library): the five yearly
 * market totals as mean and median bars (万元), and how many assessments have each competition grade. No ECharts
 * `aria` option: it would replace the chart's own label (`ariaLabel`), and the table beside it holds the figures.
 */
import type { BarChartOption } from '@/components/chart';

export type YearSummary = { mean: number; median: number };
export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type GradeCounts = Record<(typeof GRADES)[number], number>;

export function yearlyTotalsOption(years: readonly YearSummary[], options: { yearLabel(year: number): string; meanName: string; medianName: string; colors: [string, string] }): BarChartOption {
  return {
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: years.map((_, i) => options.yearLabel(i + 1)), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: options.meanName, data: years.map((y) => y.mean), barMaxWidth: 32, itemStyle: { color: options.colors[0], borderRadius: [4, 4, 0, 0] } },
      { type: 'bar', name: options.medianName, data: years.map((y) => y.median), barMaxWidth: 32, itemStyle: { color: options.colors[1], borderRadius: [4, 4, 0, 0] } },
    ],
  } as BarChartOption;
}

export function gradesOption(grades: GradeCounts, options: { countName: string; color: string }): BarChartOption {
  return {
    grid: { left: 8, right: 8, top: 24, bottom: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: [...GRADES], axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: options.countName, data: GRADES.map((g) => grades[g]), barMaxWidth: 40, itemStyle: { color: options.color, borderRadius: [4, 4, 0, 0] }, label: { show: true, position: 'top' } },
    ],
  } as BarChartOption;
}
