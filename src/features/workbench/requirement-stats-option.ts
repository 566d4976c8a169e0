/** The workbench's small chart: my running requirements per main stage (1-7), every stage listed (pure). */
import type { BarChartOption } from '@/components/chart';
import { mainStage } from '../../../machines/codes/requirement.codes';
import type { Lang } from '../../../machines/rules/localized';

export type StageBar = { stage: number; label: string; count: number };

export function stageBars(byStage: readonly { stage: number; count: number }[], lang: Lang): StageBar[] {
  const counts = new Map<number, number>();
  for (const s of byStage) counts.set(s.stage, (counts.get(s.stage) ?? 0) + s.count);
  return mainStage.entries.map((e) => ({ stage: Number(e.value), label: e[lang], count: counts.get(Number(e.value)) ?? 0 }));
}

export function stageBarOption(bars: readonly StageBar[], options: { color: string; countName: string }): BarChartOption {
  return {
    grid: { left: 8, right: 16, top: 8, bottom: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: bars.map((b) => b.label), inverse: true },
    series: [{ type: 'bar', name: options.countName, data: bars.map((b) => b.count), barMaxWidth: 18, itemStyle: { color: options.color, borderRadius: [0, 4, 4, 0] } }],
  } as BarChartOption;
}
