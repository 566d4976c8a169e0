export type { BarChartOption } from './chart-option';
export { LazyChart } from './lazy-chart';
