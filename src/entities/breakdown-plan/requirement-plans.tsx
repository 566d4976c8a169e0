import { useQuery } from '@apollo/client/react';
import { Alert, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { planResult, planReviewStatus } from '../../../machines/codes';
import { breakdownPlanMachine } from '../../../machines/requirement/breakdown-plan.machine';
import { CodeTag } from '@/components/code-tag';
import { useFragment as readFragment } from '@/gql';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { RequirementPlansQuery } from './requirement-plans.query';
import { SubTopicFieldsFragment } from './sub-topic-fields.fragment';
import { SubTopicList } from './sub-topic-list';

const SELECTED = planResult.values.selected;

/**
 * The submitted breakdown plans of a requirement ("Plan 1, 2, …" by submission order) with their review status and
 * result (spec 3 codes), and, once the review selected one, the announcement: the selected plan and its sub-topics
 * first (the page /projectAnalysisReviewAnnounce adds the scores). For the publisher (/taskDetail2), the reviewers and the
 * announcement.
 */
export function RequirementPlans({ requirementNo, announce = false }: { requirementNo: string; announce?: boolean }) {
  const { t } = useTranslation('requirements');
  const stateLabel = useMachineStateLabel(breakdownPlanMachine);
  const { data, loading, error } = useQuery(RequirementPlansQuery, { variables: { requirementNo }, fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  if (!data) {
    if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
    return error ? <Alert type="info" showIcon title={t('requirements.plans.unavailable')} /> : null;
  }
  const plans = data.requirementPlans.plans;
  if (!plans.length) return <Empty description={t('requirements.plans.none')} data-testid="plans-empty" />;
  const selected = plans.find((p) => p.codes?.result === SELECTED);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {announce && selected ? (
        <Alert
          type="success"
          showIcon
          data-testid="plans-announcement"
          title={t('requirements.plans.announcement', { n: selected.analyst })}
          description={t('requirements.plans.announcementHint')}
        />
      ) : null}
      {[...plans]
        .sort((a, b) => Number(b === selected) - Number(a === selected))
        .map((p) => (
          <Card
            key={p.planId}
            size="small"
            data-testid={`plan-${p.analyst}`}
            title={
              <Space wrap>
                <span>{t('requirements.plans.plan', { n: p.analyst })}</span>
                <Tag>{stateLabel(p.state)}</Tag>
                {p.codes?.reviewStatus ? <CodeTag entries={planReviewStatus.entries} code={p.codes.reviewStatus} /> : null}
                {p.codes?.result ? <CodeTag entries={planResult.entries} code={p.codes.result} /> : null}
              </Space>
            }
            extra={p.submittedAt ? <Typography.Text type="secondary">{dayjs(p.submittedAt).format('YYYY-MM-DD HH:mm')}</Typography.Text> : null}
          >
            <SubTopicList subTopics={p.subTopics.map((s) => readFragment(SubTopicFieldsFragment, s))} />
          </Card>
        ))}
    </Space>
  );
}
