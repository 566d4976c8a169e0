import { useQuery } from '@apollo/client/react';
import { Alert, Card, Empty, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { planResult } from '../../../machines/codes';
import { formatTenths } from '../../../machines/rules/scorecard';
import { CodeTag } from '@/components/code-tag';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { PageNotReady } from '@/components/page-not-ready';
import { RequirementPlans, RequirementPlansQuery, ScorecardFieldsFragment } from '@/entities/breakdown-plan';
import { RequirementFieldsFragment, RequirementPageShell, requirementIdOf, REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { useFragment as readFragment } from '@/gql';
import type { RequirementFieldsFragment as RequirementFields, RequirementPlansQuery as PlansData, ScorecardFieldsFragment as ScorecardFields } from '@/gql/graphql';
import { describeError } from '@/lib/errors';
import { AnnounceRequirementQuery } from './announce.query';
import { ScorecardTable } from './scorecard-table';

type Plans = PlansData['requirementPlans'];
type Plan = Plans['plans'][number];
const SELECTED = planResult.values.selected;
const points = (tenths: number | null | undefined) => (tenths === null || tenths === undefined ? '-' : formatTenths(tenths));

/**
 * The announcement of the analysis review (spec /projectAnalysisReviewAnnounce?id=<requirement id>, issue 12): which
 * breakdown plan was selected (or that none passed), every plan's scores (each reviewer's weighted total, the mean,
 * the mean per criterion, the pass mark) on the scorecard, and the plans with their sub-topics, the selected first.
 * For whoever may read the plans (the publisher, operations, the analysis reviewers); anyone else gets the services'
 * refusal in their language.
 */
export function AnnouncePage() {
  const { t } = useTranslation('requirements');
  const [params] = useSearchParams();
  const id = requirementIdOf(params);
  const requirement = useQuery(AnnounceRequirementQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  if (id === null) return <Result status="404" title={t('requirements.publish.notFound')} extra={<Link to="/hall">{t('requirements.announce.toHall')}</Link>} />;
  if (!requirement.data)
    return <PageNotReady error={requirement.error} title={t('requirements.announce.loadError')} retryLabel={t('requirements.announce.retry')} onRetry={() => void requirement.refetch().catch(() => undefined)} />;
  return <Announcement requirement={readFragment(RequirementFieldsFragment, requirement.data.hallRequirement)} />;
}

function Announcement({ requirement: r }: { requirement: RequirementFields }) {
  const { t } = useTranslation('requirements');
  const { t: te } = useTranslation('errors');
  const { data, error, loading } = useQuery(RequirementPlansQuery, { variables: { requirementNo: r.requirementNo }, fetchPolicy: 'cache-and-network', context: { silentErrors: true } });

  let body: React.ReactNode;
  if (data) body = <Results plans={data.requirementPlans} requirementNo={r.requirementNo} />;
  else if (error) body = <Alert type="warning" showIcon data-testid="announce-refused" title={describeError(error, te).message} description={t('requirements.announce.refusedHint')} />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <RequirementPageShell
      className="analysis-announce"
      titleId="announce-title"
      title={t('requirements.announce.title')}
      requirement={r}
      back={{ to: withId(REQUIREMENT_DETAIL_PATH, r.id), label: t('requirements.announce.toRequirement') }}
    >
      {body}
    </RequirementPageShell>
  );
}

function Results({ plans, requirementNo }: { plans: Plans; requirementNo: string }) {
  const { t } = useTranslation('requirements');
  const scorecard = readFragment(ScorecardFieldsFragment, plans.scorecard);
  const decided = plans.plans.filter((p) => p.review);
  const selected = plans.plans.find((p) => p.codes?.result === SELECTED);
  let outcome: React.ReactNode;
  if (!plans.plans.length) outcome = <Empty description={t('requirements.plans.none')} />;
  else if (!decided.length) outcome = <Alert type="info" showIcon data-testid="announce-pending" title={t('requirements.announce.pending')} description={t('requirements.announce.pendingHint')} />;
  else if (selected)
    outcome = (
      <Alert
        type="success"
        showIcon
        data-testid="announce-selected"
        title={t('requirements.announce.selected', { n: selected.analyst, mean: points(selected.review?.meanTenths) })}
        description={t('requirements.plans.announcementHint')}
      />
    );
  else outcome = <Alert type="warning" showIcon data-testid="announce-none" title={t('requirements.announce.none', { mark: scorecard.passMark })} description={t('requirements.announce.noneHint')} />;

  return (
    <>
      {outcome}
      {decided.length ? (
        <Card size="small" title={t('requirements.announce.scores')} data-testid="announce-scores">
          <PlanScores plans={decided} scorecard={scorecard} />
        </Card>
      ) : null}
      <Card size="small" title={t('requirements.announce.scorecard')}>
        <ScorecardTable scorecard={scorecard} />
      </Card>
      <Card size="small" title={t('requirements.plans.title')} data-testid="announce-plans">
        <RequirementPlans requirementNo={requirementNo} />
      </Card>
    </>
  );
}

/** One row per decided plan: its result, each reviewer's total, the mean and the mean per criterion. */
function PlanScores({ plans, scorecard }: { plans: Plan[]; scorecard: ScorecardFields }) {
  const { t } = useTranslation('requirements');
  const lang = useRuleLang();
  return (
    <>
      <Table<Plan>
        size="small"
        pagination={false}
        rowKey="planId"
        scroll={{ x: true }}
        dataSource={[...plans].sort((a, b) => Number(b.codes?.result === SELECTED) - Number(a.codes?.result === SELECTED) || a.analyst - b.analyst)}
        onRow={(p) => ({ 'data-testid': `announce-score-${p.analyst}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('requirements.announce.plan'), key: 'plan', render: (_, p) => t('requirements.plans.plan', { n: p.analyst }) },
          {
            title: t('requirements.announce.result'),
            key: 'result',
            render: (_, p) =>
              p.codes?.result ? <CodeTag entries={planResult.entries} code={p.codes.result} /> : <Tag>{t(p.review?.passes ? 'requirements.announce.passed' : 'requirements.announce.failed')}</Tag>,
          },
          { title: t('requirements.announce.reviewers'), key: 'reviewers', render: (_, p) => p.review?.reviewers ?? 0 },
          { title: t('requirements.announce.totals'), key: 'totals', render: (_, p) => (p.review?.totals.length ? p.review.totals.map(points).join(' / ') : '-') },
          { title: t('requirements.announce.mean'), key: 'mean', render: (_, p) => <strong>{points(p.review?.meanTenths)}</strong> },
          ...scorecard.criteria.map((c) => ({
            title: `${c.label[lang]} (${c.weight}%)`,
            key: c.key,
            render: (_: unknown, p: Plan) => points(p.review?.criteria.find((x) => x.key === c.key)?.meanTenths),
          })),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('requirements.announce.scoresHint', { mark: scorecard.passMark })}
      </Typography.Paragraph>
    </>
  );
}
