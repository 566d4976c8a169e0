import { useQuery } from '@apollo/client/react';
import { Alert, Empty, Skeleton, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/components/chart';
import { useFragment as readFragment } from '@/gql';
import type { MarketAssessmentFormFieldsFragment as Form, MarketAssessmentSummaryQuery as SummaryData } from '@/gql/graphql';
import { MarketAssessmentFormFieldsFragment } from './market-assessment-form.fragment';
import { gradesOption, GRADES, yearlyTotalsOption } from './market-assessment-chart';
import { MarketAssessmentSummaryQuery } from './market-assessment-summary.query';
import './market-assessment.css';

type Summary = SummaryData['marketAssessmentSummary'];
type Aggregate = NonNullable<Summary['aggregate']>;
type Values = { mean: number; median: number; min: number; max: number };

const YEARS = [1, 2, 3, 4, 5];

/** Whole numbers with grouping (1,234), the same in both languages. */
const whole = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n.toLocaleString('en-US'));
/** Basis points as a percentage (1250 → 12.5%). */
const pctOfBp = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
const pct = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`);

/**
 * The detailed market assessments of one requirement side by side (stage 2, step -1): one column per assessor
 * ("Assessor 1, 2, …" in the order they submitted), one row per field, and the aggregate's mean, median and range
 * beside them; above, the yearly totals' mean and median and the grade distribution as charts (ECharts, lazily
 * loaded; the table holds the same figures for screen readers). For the publisher, operations and assessors who
 * submitted (the services answer 404 to anyone else). Strings: `requirements.assessment.*`.
 */
export function MarketAssessmentSummary({ requirementNo }: { requirementNo: string }) {
  const { t } = useTranslation('requirements');
  const { data, loading, error } = useQuery(MarketAssessmentSummaryQuery, {
    variables: { requirementNo },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  if (data) return <SummaryView summary={data.marketAssessmentSummary} />;
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) return <Alert type="warning" showIcon title={t('requirements.assessment.loadError')} />;
  return null;
}

export function SummaryView({ summary }: { summary: Summary }) {
  const { t } = useTranslation('requirements');
  const aggregate = summary.aggregate;
  if (!aggregate || summary.assessments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('requirements.assessment.none')} data-testid="assessment-summary-empty" />;
  }
  return (
    <div className="assessment-summary" data-testid="assessment-summary">
      <Typography.Text type="secondary">{t('requirements.assessment.count', { count: aggregate.count })}</Typography.Text>
      <AggregateCharts aggregate={aggregate} />
      <SideBySide summary={summary} aggregate={aggregate} />
    </div>
  );
}

function AggregateCharts({ aggregate }: { aggregate: Aggregate }) {
  const { t } = useTranslation('requirements');
  const { token } = theme.useToken();
  const yearly = useMemo(
    () =>
      yearlyTotalsOption(aggregate.years, {
        yearLabel: (year) => t('requirements.assessment.year', { year }),
        meanName: t('requirements.assessment.mean'),
        medianName: t('requirements.assessment.median'),
        colors: [token.colorPrimary, '#13a8a8'],
      }),
    [aggregate.years, t, token.colorPrimary],
  );
  const grades = useMemo(() => gradesOption(aggregate.grades, { countName: t('requirements.assessment.gradeCount'), color: token.colorPrimary }), [aggregate.grades, t, token.colorPrimary]);
  return (
    <div className="assessment-summary__charts">
      <figure className="assessment-summary__chart" data-testid="assessment-yearly-chart">
        <figcaption>{t('requirements.assessment.yearlyChart')}</figcaption>
        <LazyChart option={yearly} height={240} ariaLabel={t('requirements.assessment.yearlyChartAria', { count: aggregate.count })} />
      </figure>
      <figure className="assessment-summary__chart" data-testid="assessment-grade-chart">
        <figcaption>{t('requirements.assessment.gradeChart')}</figcaption>
        <LazyChart option={grades} height={240} ariaLabel={t('requirements.assessment.gradeChartAria', { distribution: GRADES.map((g) => `${g} ${aggregate.grades[g]}`).join(', ') })} />
      </figure>
    </div>
  );
}

type Row = { key: string; label: string; cells: ReactNode[]; aggregate: [ReactNode, ReactNode, ReactNode] };

function SideBySide({ summary, aggregate }: { summary: Summary; aggregate: Aggregate }) {
  const { t } = useTranslation('requirements');
  const forms: Form[] = summary.assessments.map((a) => readFragment(MarketAssessmentFormFieldsFragment, a.form));
  const range = (v: Values, format: (n: number) => string) => `${format(v.min)} – ${format(v.max)}`;
  const numbers = (v: Values, format: (n: number) => string): Row['aggregate'] => [format(v.mean), format(v.median), range(v, format)];
  const rows: Row[] = [
    ...YEARS.map((year, i) => ({
      key: `year-${year}`,
      label: t('requirements.assessment.yearWan', { year }),
      cells: forms.map((f) => whole(f.yearlyTotalsWan[i])),
      aggregate: numbers(aggregate.years[i]!, whole),
    })),
    { key: 'share', label: t('requirements.assessment.share'), cells: forms.map((f) => pct(f.projectSharePct)), aggregate: numbers(aggregate.shareBp, pctOfBp) },
    { key: 'value', label: t('requirements.assessment.valueWan'), cells: forms.map((f) => whole(f.marketValueWan)), aggregate: numbers(aggregate.marketValueWan, whole) },
    { key: 'score', label: t('requirements.assessment.score'), cells: forms.map((f) => whole(f.competitionScore)), aggregate: numbers(aggregate.competitionScore, whole) },
    {
      key: 'grade',
      label: t('requirements.assessment.grade'),
      cells: summary.assessments.map((a) => a.grade),
      aggregate: [GRADES.map((g) => `${g} ${aggregate.grades[g]}`).join(' · '), '', ''],
    },
    { key: 'evidence', label: t('requirements.assessment.evidence'), cells: forms.map((f) => <span className="assessment-summary__text">{f.evidence}</span>), aggregate: ['', '', ''] },
    { key: 'comments', label: t('requirements.assessment.comments'), cells: forms.map((f) => <span className="assessment-summary__text">{f.comments || '-'}</span>), aggregate: ['', '', ''] },
    {
      key: 'submittedAt',
      label: t('requirements.assessment.submittedAt'),
      cells: summary.assessments.map((a) => dayjs(a.submittedAt).format('YYYY-MM-DD HH:mm')),
      aggregate: ['', '', ''],
    },
  ];
  return (
    <div className="assessment-summary__scroll" tabIndex={0} role="region" aria-label={t('requirements.assessment.tableTitle')}>
      <table className="assessment-summary__table" data-testid="assessment-summary-table">
        <caption className="assessment-summary__sr-only">{t('requirements.assessment.tableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('requirements.assessment.field')}</th>
            {summary.assessments.map((a) => (
              <th scope="col" key={a.assessor} data-testid={`assessor-${a.assessor}`}>
                {t('requirements.assessment.assessor', { n: a.assessor })}
              </th>
            ))}
            <th scope="col" className="assessment-summary__aggregate">{t('requirements.assessment.mean')}</th>
            <th scope="col" className="assessment-summary__aggregate">{t('requirements.assessment.median')}</th>
            <th scope="col" className="assessment-summary__aggregate">{t('requirements.assessment.range')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`assessment-row-${row.key}`}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
              {row.aggregate.map((cell, i) => (
                <td key={`aggregate-${i}`} className="assessment-summary__aggregate">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
