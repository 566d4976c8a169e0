import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { coverageOf, type CoverageState, type CoverageTransition, type MachineCoverageEntry, type Tally, type Walkers } from './coverage-report';

export interface CoveragePanelProps {
  coverage: CoverageState;
  /** The machine drawn (its id), or null. */
  machine: string | null;
}

const percent = (part: number, total: number) => (total === 0 ? 100 : Math.floor((1000 * part) / total) / 10);

/**
 * Beside the chart: how much of the machine the model tests and the browser tests walk, the transitions no browser
 * test takes, and for each transition the tests that walk it (file and title). The chart colours the same.
 */
export function CoveragePanel({ coverage, machine }: CoveragePanelProps) {
  const { t } = useTranslation('statecharts');
  if (coverage.status === 'loading') return null;
  if (coverage.status === 'none') {
    return (
      <section className="sc-coverage" aria-labelledby="sc-coverage-title">
        <Typography.Title level={2} id="sc-coverage-title" className="sc-coverage__title">
          {t('statecharts.coverage.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('statecharts.coverage.none')}</Typography.Paragraph>
      </section>
    );
  }
  const { report } = coverage;
  const entry = report.machines.find((m) => m.machine === machine);
  const browserRan = report.measured.browser;
  const row = (name: string, tally: Tally, capped = false) => (
    <tr key={name}>
      <th scope="row">{t(`statecharts.coverage.${name}`)}</th>
      <td>{capped ? t('statecharts.coverage.atLeast', { count: tally.total }) : tally.total}</td>
      <td>{t('statecharts.coverage.share', { part: tally.unit, percent: percent(tally.unit, tally.total) })}</td>
      <td>{browserRan ? t('statecharts.coverage.share', { part: tally.browser, percent: percent(tally.browser, tally.total) }) : t('statecharts.coverage.notRun')}</td>
    </tr>
  );
  return (
    <section className="sc-coverage" aria-labelledby="sc-coverage-title" data-testid="sc-coverage">
      <Typography.Title level={2} id="sc-coverage-title" className="sc-coverage__title">
        {t('statecharts.coverage.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="sc-coverage__when">
        {t('statecharts.coverage.generated', { time: new Date(report.generatedAt).toLocaleString() })}
      </Typography.Paragraph>
      {!entry ? (
        <Typography.Paragraph>{t('statecharts.coverage.notInReport')}</Typography.Paragraph>
      ) : (
        <>
          <table className="sc-coverage__table">
            <caption className="sc-coverage__caption">{t('statecharts.coverage.caption')}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('statecharts.coverage.total')}</th>
                <th scope="col">{t('statecharts.coverage.unit')}</th>
                <th scope="col">{t('statecharts.coverage.browser')}</th>
              </tr>
            </thead>
            <tbody>
              {row('states', entry.states)}
              {row('transitions', entry.transitions)}
              {row('paths', entry.paths, entry.paths.capped)}
            </tbody>
          </table>
          <CoverageLegend />
          <TransitionList entry={entry} />
        </>
      )}
    </section>
  );
}

function CoverageLegend() {
  const { t } = useTranslation('statecharts');
  return (
    <ul className="sc-coverage__legend" aria-label={t('statecharts.coverage.legend')}>
      {(['browser', 'unit', 'none'] as const).map((kind) => (
        <li key={kind}>
          <svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true">
            <path className={`sc-edge sc-edge--cov-${kind}`} d="M2 6 L38 6" />
          </svg>
          <span>{t(`statecharts.coverage.kind.${kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function transitionText(tr: CoverageTransition, t: (key: string) => string): string {
  const short = (id: string) => id.split('.').slice(1).join('.') || id;
  const event = tr.event || t('statecharts.coverage.always');
  return `${short(tr.source)} — ${event}${tr.guard ? ` [${tr.guard}]` : ''} → ${tr.targets.length ? tr.targets.map(short).join(', ') : short(tr.source)}`;
}

function Tests({ label, walkers }: { label: string; walkers: Walkers }) {
  const { t } = useTranslation('statecharts');
  if (walkers.count === 0) return null;
  return (
    <details className="sc-coverage__tests">
      <summary>{t('statecharts.coverage.walkedBy', { runner: label, count: walkers.count })}</summary>
      <ul>
        {walkers.tests.map((test) => (
          <li key={`${test.file}\n${test.title}`}>
            <code>{test.file}</code> <span>{test.title}</span>
          </li>
        ))}
        {walkers.count > walkers.tests.length && <li>{t('statecharts.coverage.more', { count: walkers.count - walkers.tests.length })}</li>}
      </ul>
    </details>
  );
}

function TransitionList({ entry }: { entry: MachineCoverageEntry }) {
  const { t } = useTranslation('statecharts');
  const uncovered = entry.transitions.list.filter((tr) => tr.browser.count === 0);
  const covered = entry.transitions.list.filter((tr) => tr.browser.count > 0 || tr.unit.count > 0);
  return (
    <>
      <Typography.Title level={3} className="sc-coverage__subtitle">
        {t('statecharts.coverage.uncovered', { count: uncovered.length })}
      </Typography.Title>
      {uncovered.length === 0 ? (
        <Typography.Paragraph>{t('statecharts.coverage.allInBrowser')}</Typography.Paragraph>
      ) : (
        <ul className="sc-coverage__list" data-testid="sc-coverage-uncovered">
          {uncovered.map((tr) => (
            <li key={tr.key} className={`sc-coverage__item sc-coverage__item--${coverageOf(tr)}`}>
              <span>{transitionText(tr, t)}</span>{' '}
              <span className="sc-coverage__badge">{t(`statecharts.coverage.kind.${coverageOf(tr)}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={3} className="sc-coverage__subtitle">
        {t('statecharts.coverage.walked', { count: covered.length })}
      </Typography.Title>
      <ul className="sc-coverage__list">
        {covered.map((tr) => (
          <li key={tr.key} className={`sc-coverage__item sc-coverage__item--${coverageOf(tr)}`}>
            <span>{transitionText(tr, t)}</span>
            <Tests label={t('statecharts.coverage.browser')} walkers={tr.browser} />
            <Tests label={t('statecharts.coverage.unit')} walkers={tr.unit} />
          </li>
        ))}
      </ul>
    </>
  );
}
