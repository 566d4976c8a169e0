import { useTranslation } from 'react-i18next';

/** The three marks of an entity's chart, drawn with the chart's own classes so they cannot drift. */
export function EntityChartLegend() {
  const { t } = useTranslation('workflow');
  const sample = (content: React.ReactNode) => (
    <svg width="40" height="20" viewBox="0 0 40 20" aria-hidden="true">
      {content}
    </svg>
  );
  return (
    <ul className="entity-chart__legend sc-legend" aria-label={t('workflow.legend.title')}>
      <li>
        {sample(
          <g className="sc-state is-current">
            <rect className="sc-state__shape" x="3" y="3" width="34" height="14" rx="4" />
          </g>,
        )}
        <span>{t('workflow.legend.current')}</span>
      </li>
      <li>
        {sample(<path className="sc-edge is-taken" d="M2 10 L38 10" />)}
        <span>{t('workflow.legend.taken')}</span>
      </li>
      <li>
        {sample(<path className="sc-edge is-next" d="M2 10 L38 10" />)}
        <span>{t('workflow.legend.next')}</span>
      </li>
    </ul>
  );
}
