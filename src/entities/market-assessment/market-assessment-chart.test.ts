import { describe, expect, it } from 'vitest';
import { gradesOption, yearlyTotalsOption } from './market-assessment-chart';

describe('the charts of the market assessments’ aggregate', () => {
  it('draws the five years as mean and median bars', () => {
    const years = [1, 2, 3, 4, 5].map((n) => ({ mean: n * 100, median: n * 90 }));
    const option = yearlyTotalsOption(years, { yearLabel: (y) => `Year ${y}`, meanName: 'Mean', medianName: 'Median', colors: ['#1', '#2'] });
    expect(option.xAxis).toMatchObject({ data: ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'] });
    expect((option.series as Array<{ name: string; data: number[] }>).map((s) => [s.name, s.data])).toEqual([
      ['Mean', [100, 200, 300, 400, 500]],
      ['Median', [90, 180, 270, 360, 450]],
    ]);
    // the chart keeps the label the page gives it (ECharts' aria would replace it)
    expect('aria' in option).toBe(false);
  });

  it('counts the grades A to D in that order', () => {
    const option = gradesOption({ A: 1, B: 0, C: 2, D: 0 }, { countName: 'Assessments', color: '#1' });
    expect(option.xAxis).toMatchObject({ data: ['A', 'B', 'C', 'D'] });
    expect((option.series as Array<{ data: number[] }>)[0]!.data).toEqual([1, 0, 2, 0]);
  });
});
