import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { subStepTableOf } from '../../../machines/codes/pre-review.codes';
import { subStepStatus } from '../../../machines/codes/requirement.codes';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import { formatFen } from '../../../machines/rules/money';
import type { FlowMeta } from '../../../machines/shared/flow-meta';
import { useCodeLabel } from '@/components/code-tag';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { MarketBarGraph } from '@/entities/requirement/market-bar-graph';
import { MY_REQUIREMENTS_PATH, PAY_GROUP_PATH, PAY_SELF_PATH, PRE_REVIEW_DETAIL_PATH, PUBLISH_PATH, requirementIdOf, withId } from '@/entities/requirement/paths';
import { RequirementDeadline } from '@/entities/requirement/requirement-deadline';
import { RequirementContentFragment, RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { RequirementProgress } from '@/entities/requirement/requirement-progress';
import { RequirementSummaryCard } from '@/entities/requirement/requirement-summary-card';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow, type EntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { RequirementContentFragment as RequirementContent, RequirementFieldsFragment as RequirementFields } from '@/gql/graphql';
import { ReopenEvaluationMutation } from './reopen-evaluation.mutation';
import { TaskDetailQuery } from './task-detail.query';
import { WithdrawRequirementMutation } from './withdraw-requirement.mutation';

/** What the current state says it is waiting for (the deepest state's description in the machine's meta). */
function stateDescription(flow: EntityFlow, lang: 'zh' | 'en'): string | null {
  let best: { depth: number; text: string } | null = null;
  for (const [id, meta] of Object.entries(flow.snapshot.getMeta())) {
    const text = (meta as FlowMeta | undefined)?.description?.[lang];
    const depth = id.split('.').length;
    if (text && (!best || depth > best.depth)) best = { depth, text };
  }
  return best?.text ?? null;
}

/**
 * The publisher's stage-1 detail (/taskDetail?id=): the seven-stage progress with each sub-step's status, the
 * current deadline, what comes next (the buttons from the server's availableEvents: edit, pay, crowdfund, reopen
 * the evaluation, withdraw), the market bar graph, the content, and the live chart of the requirement.
 */
export function TaskDetailPage() {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = requirementIdOf(params);
  const query = useQuery(TaskDetailQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const data = query.data?.myRequirement;
  const flow = useEntityFlow(requirementLifecycle, data ? readFragment(WorkflowFieldsFragment, data.workflow) : null);

  let body: React.ReactNode;
  if (!data || !flow) {
    body =
      query.loading && id !== null ? (
        <Spin data-testid="task-detail-loading" />
      ) : (
        <Result
          status="404"
          title={t('requirements.publish.notFound')}
          extra={<Button onClick={() => navigate(MY_REQUIREMENTS_PATH)}>{t('requirements.publish.toList')}</Button>}
        />
      );
  } else {
    body = <TaskDetail fields={readFragment(RequirementFieldsFragment, data)} content={readFragment(RequirementContentFragment, data)} flow={flow} reload={() => void query.refetch().catch(() => undefined)} />;
  }
  return <section className="portal-page task-detail">{body}</section>;
}

function TaskDetail({
  fields: r,
  content,
  flow,
  reload,
}: {
  fields: RequirementFields;
  content: RequirementContent;
  flow: EntityFlow;
  reload(): void;
}) {
  const { t } = useTranslation('requirements');
  const { modal, message } = App.useApp();
  const lang = useRuleLang();
  const label = useCodeLabel();
  const [withdraw, withdrawing] = useMutation(WithdrawRequirementMutation);
  const [reopen, reopening] = useMutation(ReopenEvaluationMutation);
  const deadlineAt = flow.deadlineAt ?? r.deadlineAt ?? null;

  const confirmWithdraw = () =>
    modal.confirm({
      title: t('requirements.detail.withdrawTitle'),
      content: t('requirements.detail.withdrawBody', { title: r.title }),
      okText: t('requirements.detail.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('requirements.detail.cancel'),
      onOk: async () => {
        try {
          await withdraw({ variables: { id: r.id } });
          void message.success(t('requirements.detail.withdrawn'));
          reload();
        } catch {
          // shown by the Apollo error link (spec 8)
        }
      },
    });

  const doReopen = async () => {
    try {
      await reopen({ variables: { id: r.id } });
      void message.success(t('requirements.detail.reopened'));
      reload();
    } catch {
      // shown by the Apollo error link (spec 8)
    }
  };

  const actions = [
    flow.can('requirement.save') && (
      <Link key="edit" to={withId(PUBLISH_PATH, r.id)}>
        <Button type="primary">{r.outcome === 'rejected' ? t('requirements.actions.resubmit') : t('requirements.actions.edit')}</Button>
      </Link>
    ),
    flow.can('fee.pay') && (
      <Link key="pay" to={withId(PAY_SELF_PATH, r.id)}>
        <Button type="primary">{t('requirements.actions.paySelf')}</Button>
      </Link>
    ),
    flow.can('crowdfunding.apply') && (
      <Link key="crowdfund" to={withId(PAY_GROUP_PATH, r.id)}>
        <Button>{t('requirements.actions.payGroup')}</Button>
      </Link>
    ),
    flow.can('evaluation.reopen') && (
      <Button key="reopen" type="primary" loading={reopening.loading} onClick={() => void doReopen()}>
        {t('requirements.detail.reopen')}
      </Button>
    ),
    flow.can('requirement.withdraw') && (
      <Button key="withdraw" danger loading={withdrawing.loading} onClick={confirmWithdraw}>
        {t('requirements.detail.withdraw')}
      </Button>
    ),
  ].filter(Boolean);

  // the same sub-step number names a different step in stage 1 and in stage 2
  const subSteps = r.subStep ? subStepTableOf(r.mainStage) : null;
  const currentSub = subSteps ? label(subSteps, String(r.subStep)) : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* The page is named by its requirement: the card's title is the page's h1. */}
      <RequirementSummaryCard requirement={r} headingLevel={1} />
      {r.reason && (r.outcome === 'rejected' || r.outcome === 'terminated') && (
        <Alert type="error" showIcon title={t(`requirements.detail.reason_${r.outcome}`)} description={r.reason} data-testid="task-detail-reason" />
      )}
      <Card title={t('requirements.detail.progress')}>
        <RequirementProgress requirement={r} showSubSteps />
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 16 }}>
          {currentSub && <Descriptions.Item label={t('requirements.detail.subStep')}>{currentSub}</Descriptions.Item>}
          <Descriptions.Item label={t('requirements.detail.subStepStatus')}>{label(subStepStatus.entries, String(r.subStepStatus))}</Descriptions.Item>
          {deadlineAt ? (
            <Descriptions.Item label={t('requirements.field.deadline')}>
              <RequirementDeadline deadlineAt={deadlineAt} onExpired={reload} />
            </Descriptions.Item>
          ) : null}
          {r.feeFen > 0 ? <Descriptions.Item label={t('requirements.field.fee')}>¥{formatFen(r.feeFen)}</Descriptions.Item> : null}
          <Descriptions.Item label={t('requirements.detail.evaluations')}>{r.evaluationCount}</Descriptions.Item>
        </Descriptions>
      </Card>
      {r.mainStage >= 2 && !r.outcome ? (
        <Alert
          type="info"
          showIcon
          title={t('requirements.preReview.inStage')}
          action={
            <Link to={withId(PRE_REVIEW_DETAIL_PATH, r.id)} data-testid="task-detail-pre-review">
              {t('requirements.preReview.open')}
            </Link>
          }
        />
      ) : null}
      <Card title={t('requirements.detail.next')} data-testid="task-detail-next">
        <Typography.Paragraph>{stateDescription(flow, lang)}</Typography.Paragraph>
        {actions.length > 0 ? <Space wrap>{actions}</Space> : <Typography.Text type="secondary">{t('requirements.detail.nothingToDo')}</Typography.Text>}
      </Card>
      {r.mainStage === 1 && r.publishedAt ? (
        <Card title={t('requirements.detail.market')}>
          <MarketBarGraph requirementNo={r.requirementNo} />
        </Card>
      ) : null}
      <Card title={t('requirements.field.details')}>
        {content.detailsHtml ? (
          // Sanitized by the services on save.
          <div className="task-detail__details" dangerouslySetInnerHTML={{ __html: content.detailsHtml }} />
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        )}
        {content.attachments.length > 0 && (
          <ul className="task-detail__attachments">
            {content.attachments.map((a) => (
              <li key={a.key}>{a.url ? <a href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a> : a.name}</li>
            ))}
          </ul>
        )}
        {r.institutions ? (
          <Typography.Paragraph>
            {t('requirements.field.institutions')}: {r.institutions}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <EntityFlowSection entityType="requirement" entityId={r.id} workflow={flow.workflow} refreshKey={flow.workflow.version} />
    </Space>
  );
}
