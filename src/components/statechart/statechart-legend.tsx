import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './statechart.css';

/** One small sample of each drawing convention, with the same classes as the chart so they cannot drift. */
export function StatechartLegend() {
  const { t } = useTranslation('statecharts');
  const item = (key: string, sample: React.ReactNode) => (
    <li key={key} className="sc-legend__item">
      <svg className="sc-legend__sample" width="44" height="24" viewBox="0 0 44 24" aria-hidden="true">
        {sample}
      </svg>
      <span>{t(`statecharts.legend.${key}`)}</span>
    </li>
  );
  const line = (extra: string) => <path className={`sc-edge ${extra}`} d="M2 12 L40 12" />;
  return (
    <section className="sc-legend" aria-labelledby="sc-legend-title">
      <Typography.Title level={2} id="sc-legend-title" className="sc-legend__title">
        {t('statecharts.legend.title')}
      </Typography.Title>
      <ul className="sc-legend__list">
        {item('state', <rect className="sc-state__shape sc-legend__state" x="2" y="3" width="40" height="18" rx="5" />)}
        {item(
          'compound',
          <g className="sc-state--container">
            <rect className="sc-state__shape" x="2" y="1" width="40" height="22" rx="6" />
            <rect className="sc-state__shape sc-legend__state" x="12" y="9" width="20" height="10" rx="3" />
          </g>,
        )}
        {item('parallel', <rect className="sc-state__shape sc-legend__region" x="2" y="2" width="40" height="20" rx="6" />)}
        {item(
          'final',
          <g>
            <rect className="sc-state__shape sc-legend__state" x="2" y="3" width="40" height="18" rx="5" />
            <rect className="sc-state__inner" x="5" y="6" width="34" height="12" rx="3" />
          </g>,
        )}
        {item(
          'history',
          <g>
            <circle className="sc-state__shape sc-legend__state" cx="22" cy="12" r="10" />
            <text className="sc-legend__h" x="22" y="16" textAnchor="middle">
              H
            </text>
          </g>,
        )}
        {item(
          'initial',
          <g className="sc-initial">
            <circle cx="6" cy="12" r="4" />
            <path d="M10 12 L40 12" />
          </g>,
        )}
        {item('transition', line(''))}
        {item('internal', line('sc-edge--internal'))}
        {item('always', line('sc-edge--always'))}
      </ul>
    </section>
  );
}
