/**
 * The chart library (Apache ECharts), registered piece by piece: only the bar chart, its grid, axes, tooltip and legend, and
 * the SVG renderer are bundled (echarts/core tree-shakes the rest). Imported only by ./echart.tsx, which itself is
 * loaded lazily (./lazy-chart.tsx), so the library is a chunk of its own that only pages showing a chart download.
 */
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

let registered = false;

/**
 * ECharts with those pieces registered. A function rather than a call at the top of the module: the build treats
 * the app's modules as free of side effects (vite.config.ts `moduleSideEffects`) and dropped a bare `echarts.use`,
 * leaving no renderer ("… is not a constructor" on the requirement detail page).
 */
export function chartLibrary(): typeof echarts {
  if (!registered) {
    echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);
    registered = true;
  }
  return echarts;
}
