import { useQuery } from '@apollo/client/react';
import { Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../machines/rules/money';
import { LazyChart } from '@/components/chart';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { RequirementStatisticsQuery } from './requirement-statistics.query';
import { stageBarOption, stageBars } from './requirement-stats-option';

/**
 * "Works and invitations" on the workbench: my running requirements by stage (a small chart, the chart library
 * loaded lazily, and the same figures as a list), drafts, pending invitations, tasks in progress and coins
 * contributed, each leading to its page.
 */
export function RequirementStatsCard() {
  const { t } = useTranslation('workbench');
  const lang = useRuleLang();
  const { token } = theme.useToken();
  const { data, loading, error } = useQuery(RequirementStatisticsQuery, { fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const stats = data?.requirementStatistics;
  const bars = useMemo(() => stageBars(stats?.byStage ?? [], lang), [stats, lang]);
  const option = useMemo(() => stageBarOption(bars, { color: token.colorPrimary, countName: t('workbench.stats.count') }), [bars, token.colorPrimary, t]);
  const running = bars.reduce((sum, b) => sum + b.count, 0);

  return (
    <section className="workbench__card" aria-labelledby="activity-title" data-testid="requirement-stats">
      <div className="workbench__card-head">
        <h2 id="activity-title">{t('workbench.activity.title')}</h2>
      </div>
      {!stats && loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !stats || error ? (
        <p className="workbench__hint">{t('workbench.stats.failedToLoad')}</p>
      ) : (
        <>
          <ul className="workbench__figures">
            <li>
              <Link to="/personal/workbench/myworks/publish">
                <strong data-testid="stat-running">{running}</strong>
                <span>{t('workbench.stats.running')}</span>
              </Link>
            </li>
            <li>
              <Link to="/personal/workbench/myworks/publish">
                <strong data-testid="stat-drafts">{stats.drafts}</strong>
                <span>{t('workbench.stats.drafts')}</span>
              </Link>
            </li>
            <li>
              <Link to="/personal/workbench/myworks/assessment">
                <strong data-testid="stat-pending">{stats.pendingInvitations}</strong>
                <span>{t('workbench.stats.pendingInvitations')}</span>
              </Link>
            </li>
            <li>
              <Link to="/personal/workbench/myworks/assessment">
                <strong data-testid="stat-tasks">{stats.tasksInProgress}</strong>
                <span>{t('workbench.stats.tasksInProgress')}</span>
              </Link>
            </li>
            <li>
              <Link to="/personal/workbench/myworks/contribute">
                <strong data-testid="stat-contributed">{formatFen(stats.contributedFen)}</strong>
                <span>{t('workbench.stats.contributed')}</span>
              </Link>
            </li>
          </ul>
          <div className="workbench__chart">
            <h3>{t('workbench.stats.byStage')}</h3>
            {running > 0 ? (
              <LazyChart option={option} height={220} ariaLabel={t('workbench.stats.chartLabel', { count: running })} />
            ) : (
              <p className="workbench__hint">{t('workbench.stats.noneRunning')}</p>
            )}
            <ul className="workbench__sr-only">
              {bars.map((b) => (
                <li key={b.stage}>{t('workbench.stats.stageCount', { stage: b.label, count: b.count })}</li>
              ))}
            </ul>
          </div>
        </>
      )}
      <ul className="workbench__shortcuts">
        {(['publish', 'assessment', 'contribute', 'check', 'resolve'] as const).map((name) => (
          <li key={name}>
            <Link to={`/personal/workbench/myworks/${name}`}>{t(`menu.myworks.${name}`)}</Link>
          </li>
        ))}
        <li>
          <Link to="/hall">{t('menu.hall')}</Link>
        </li>
        <li>
          <Link to="/personal/wallet/overview">{t('menu.wallet.overview')}</Link>
        </li>
      </ul>
    </section>
  );
}
