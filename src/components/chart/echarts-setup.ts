/**
 * The chart library (Apache ECharts), registered piece by piece: only the bar chart, its grid, axes and tooltip, and
 * the SVG renderer are bundled (echarts/core tree-shakes the rest). Imported only by ./echart.tsx, which itself is
 * loaded lazily (./lazy-chart.tsx), so the library is a chunk of its own that only pages showing a chart download.
 */
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export { echarts };
