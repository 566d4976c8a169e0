import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { MarketBarChart, MarketBarGraph } from './market-bar-graph';
import { MarketBarGraphQuery } from './market-bar-graph.query';
import { marketBarOption, marketBars } from './market-bar-option';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no canvas: ECharts' text measuring then estimates widths (quietly, instead of jsdom's "not implemented").
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});
afterEach(cleanup);

// The server lists every range; the chart must not depend on that (nor on its order).
const answer = [
  { marketSize: '100-500', count: 4 },
  { marketSize: '0-50', count: 1 },
  { marketSize: '1000+', count: 2 },
  { marketSize: '50-100', count: 3 },
];

describe('the market bar graph', { timeout: 60_000 }, () => {
  it('has five bars, one per spec 3 range in order, a range nobody chose at 0', () => {
    const bars = marketBars(answer, 'en');
    expect(bars.map((b) => [b.marketSize, b.label, b.count])).toEqual([
      ['0-50', '0-500k', 1],
      ['50-100', '500k-1M', 3],
      ['100-500', '1M-5M', 4],
      ['500-1000', '5M-10M', 0],
      ['1000+', 'Over 10M', 2],
    ]);
    expect(marketBars(answer, 'zh').map((b) => b.label)).toEqual(['0-50万', '50-100万', '100-500万', '500-1000万', '1000万以上']);
    const option = marketBarOption(bars, { color: '#457EF1', countName: 'Assessors' }) as {
      xAxis: { data: string[] };
      series: { type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['0-500k', '500k-1M', '1M-5M', '5M-10M', 'Over 10M']);
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('bar');
    expect(option.series[0].data).toEqual([1, 3, 4, 0, 2]);
  });

  it('draws the five bars (ECharts, loaded lazily) beside a table of the same figures', async () => {
    renderInApp(<MarketBarChart graph={{ total: 10, bars: answer }} />, []);
    const table = screen.getByTestId('market-bar-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['0-500k', '1'],
      ['500k-1M', '3'],
      ['1M-5M', '4'],
      ['5M-10M', '0'],
      ['Over 10M', '2'],
    ]);
    expect(screen.getByText('10 assessors answered')).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Bar chart of the market size ranges chosen by 10 assessors' }, { timeout: 15_000 });
    // The SVG renderer draws one path per bar; the value labels are the counts.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
    const labels = [...chart.querySelectorAll('svg text')].map((node) => node.textContent);
    for (const figure of ['1', '3', '4', '2']) expect(labels).toContain(figure);
    for (const range of ['0-500k', '500k-1M', '1M-5M', '5M-10M', 'Over 10M']) expect(labels).toContain(range);
  });

  it('reads the graph by the requirement number and says so when nobody answered yet', async () => {
    renderInApp(<MarketBarGraph requirementNo="RQ20261125000001" />, [
      {
        request: { query: MarketBarGraphQuery, variables: { requirementNo: 'RQ20261125000001' } },
        result: {
          data: {
            marketBarGraph: {
              __typename: 'MarketBarGraph',
              requirementNo: 'RQ20261125000001',
              total: 0,
              bars: ['0-50', '50-100', '100-500', '500-1000', '1000+'].map((marketSize) => ({ __typename: 'MarketBar', marketSize, count: 0 })),
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('No assessor has answered yet.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByTestId('market-bar-table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
