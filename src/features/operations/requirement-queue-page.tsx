import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subStepTableOf } from '../../../machines/codes/pre-review.codes';
import { subStepStatus as subStepStatusTable } from '../../../machines/codes/requirement.codes';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import type { FlowMeta } from '../../../machines/shared/flow-meta';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { RequirementContentFragment, RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { useRequirementNames } from '@/entities/requirement/requirement-labels';
import { RequirementProgress } from '@/entities/requirement/requirement-progress';
import { useRequirementStateOptions } from '@/entities/requirement/requirement-states';
import { RequirementStatusTag } from '@/entities/requirement/requirement-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { PreReviewReopenStep, RequirementFieldsFragment as RequirementFields } from '@/gql/graphql';
import { DetailDrawer, DetailList, DRAWER_SECTION, SectionHeading, StatusFilter } from './queue-shell';
import { ReasonModal } from './reason-modal';
import { History, useTime } from './real-name-queue-page';
import { ApproveRequirementMutation } from './requirement-approve.mutation';
import { RequirementCandidates } from './requirement-candidates';
import { CompleteRequirementStageMutation } from './requirement-complete-stage.mutation';
import { OpsRequirementDetailQuery } from './requirement-detail.query';
import { OpsRequirementQueueQuery } from './requirement-queue.query';
import { RejectRequirementMutation } from './requirement-reject.mutation';
import { ReopenPreReviewStepMutation } from './requirement-reopen.mutation';
import { StartRequirementPreReviewMutation } from './requirement-start-pre-review.mutation';
import { StopRequirementMutation } from './requirement-stop.mutation';
import { useQueueFilter } from './use-queue-paging';
import { FitTable } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

type Decision = 'reject' | 'stop';

/** The stage-2 reopen events operations may send (from a dead end), and the step each reopens. */
const REOPENS = [
  ['analysis.reopen', 'analysis'],
  ['analysisReview.reopen', 'analysisReview'],
  ['solicitation.reopen', 'solicitation'],
  ['solutionReview.reopen', 'solutionReview'],
] as const satisfies ReadonlyArray<readonly [string, PreReviewReopenStep]>;

/** The description of the deepest active state (the machine's meta): what the step is and, in a dead end, what may follow. */
function stateDescription(snapshot: { getMeta(): Record<string, unknown> }, lang: 'zh' | 'en'): string | null {
  let best: { depth: number; text: string } | null = null;
  for (const [stateId, meta] of Object.entries(snapshot.getMeta())) {
    const description = (meta as FlowMeta | undefined)?.description;
    const depth = stateId.split('.').length;
    if (description && (!best || depth > best.depth)) best = { depth, text: description[lang] };
  }
  return best?.text ?? null;
}

/**
 * One requirement in the drawer: its content, progress and publisher, the decisions the server offers now
 * (approve, reject or stop with a reason, start the pre-review, complete a later stage: availableEvents of its
 * workflow), the invitation ranking of the kinds of its stage with operations' overrides, and its history chart.
 */
export function RequirementDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t, i18n } = useTranslation('requirements');
  const { modal, message } = App.useApp();
  const time = useTime();
  const names = useRequirementNames();
  const label = useCodeLabel();
  const { data, refetch } = useQuery(OpsRequirementDetailQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveRequirementMutation);
  const [reject, rejecting] = useMutation(RejectRequirementMutation);
  const [stop, stopping] = useMutation(StopRequirementMutation);
  const [startPreReview, starting] = useMutation(StartRequirementPreReviewMutation);
  const [completeStage, completing] = useMutation(CompleteRequirementStageMutation);
  const [reopenStep, reopening] = useMutation(ReopenPreReviewStepMutation);
  const [reasonFor, setReasonFor] = useState<Decision | null>(null);
  const detail = data?.opsRequirement;
  const flow = useEntityFlow(requirementLifecycle, detail ? readFragment(WorkflowFieldsFragment, detail.workflow) : null);
  if (!detail || !flow) return <Typography.Text type="secondary">…</Typography.Text>;
  const r = readFragment(RequirementFieldsFragment, detail);
  const content = readFragment(RequirementContentFragment, detail);

  const done = async () => {
    await refetch();
    onDecided?.();
  };

  /** What each decision's success toast says. */
  const DONE = {
    approve: 'requirements.ops.approved',
    startPreReview: 'requirements.ops.startPreReviewDone',
    completeStage: 'requirements.ops.completeStageDone',
    reject: 'requirements.ops.rejected',
    stop: 'requirements.ops.stopped',
  } as const;

  /** A decision without a reason, confirmed first. */
  const confirm = (key: 'approve' | 'startPreReview' | 'completeStage', run: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`requirements.ops.${key}Title`, { title: r.title }),
      content: key === 'approve' ? t('requirements.ops.approveBody') : undefined,
      okText: t(`requirements.ops.${key}`),
      cancelText: t('requirements.detail.cancel'),
      onOk: async () => {
        try {
          await run();
          void message.success(t(DONE[key]));
          await done();
        } catch {
          // shown by the Apollo error link (spec 8)
        }
      },
    });

  const buttons = [
    flow.can('review.approve') && (
      <Button key="approve" type="primary" loading={approving.loading} onClick={() => confirm('approve', () => approve({ variables: { id } }))}>
        {t('requirements.ops.approve')}
      </Button>
    ),
    flow.can('review.reject') && (
      <Button key="reject" danger onClick={() => setReasonFor('reject')}>
        {t('requirements.ops.reject')}
      </Button>
    ),
    flow.can('preReview.start') && (
      <Button key="start" type="primary" loading={starting.loading} onClick={() => confirm('startPreReview', () => startPreReview({ variables: { id } }))}>
        {t('requirements.ops.startPreReview')}
      </Button>
    ),
    flow.can('stage.complete') && (
      <Button key="complete" loading={completing.loading} onClick={() => confirm('completeStage', () => completeStage({ variables: { id } }))}>
        {t('requirements.ops.completeStage')}
      </Button>
    ),
    ...REOPENS.filter(([event]) => flow.can(event)).map(([event, step]) => (
      <Button
        key={event}
        type="primary"
        loading={reopening.loading}
        data-testid={`reopen-${step}`}
        onClick={() =>
          modal.confirm({
            title: t('requirements.ops.reopenTitle', { action: t(`requirements.ops.reopen_${step}`), title: r.title }),
            content: t('requirements.ops.reopenBody'),
            okText: t(`requirements.ops.reopen_${step}`),
            cancelText: t('requirements.detail.cancel'),
            onOk: async () => {
              try {
                await reopenStep({ variables: { id, step } });
                void message.success(t('requirements.ops.reopenDone'));
                await done();
              } catch {
                // shown by the Apollo error link (spec 8)
              }
            },
          })
        }
      >
        {t(`requirements.ops.reopen_${step}`)}
      </Button>
    )),
    flow.can('requirement.stop') && (
      <Button key="stop" danger type="dashed" onClick={() => setReasonFor('stop')}>
        {t('requirements.ops.stop')}
      </Button>
    ),
  ].filter(Boolean);

  // stage 2: the pre-review step (its own code table) and its status; a timed-out or failed step is a dead end
  const preReview = r.mainStage === 2 && !r.outcome && r.subStep !== null && r.subStep !== undefined;
  const deadEnd = preReview && (r.subStepStatus === -1 || r.subStepStatus === 4);
  const explanation = preReview ? stateDescription(flow.snapshot, i18n.language.startsWith('en') ? 'en' : 'zh') : null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="ops-requirement-detail">
      {r.reason && <Alert type={r.outcome ? 'error' : 'info'} showIcon title={t('requirements.field.reason')} description={r.reason} />}
      {explanation && (
        <Alert
          type={deadEnd ? 'warning' : 'info'}
          showIcon
          title={deadEnd ? t('requirements.ops.deadEnd') : t('requirements.ops.stepNow')}
          description={explanation}
          data-testid="ops-requirement-step-explanation"
        />
      )}
      <DetailList
        rows={[
          { key: 'no', label: t('requirements.field.requirementNo'), children: <Typography.Text copyable>{r.requirementNo}</Typography.Text> },
          { key: 'title', label: t('requirements.field.title'), children: r.title },
          { key: 'status', label: t('requirements.field.status'), children: <RequirementStatusTag requirement={r} /> },
          preReview ? { key: 'stageTwoStep', label: t('requirements.ops.stageTwoStep'), children: <span data-testid="ops-requirement-step">{label(subStepTableOf(2)!, String(r.subStep))}</span> } : null,
          preReview ? { key: 'stageTwoStatus', label: t('requirements.ops.stageTwoStatus'), children: <span data-testid="ops-requirement-step-status">{label(subStepStatusTable.entries, String(r.subStepStatus))}</span> } : null,
          { key: 'publisher', label: t('requirements.ops.publisher'), children: detail.publisher ?? '–' },
          { key: 'domain', label: t('requirements.field.domain'), children: names.domain(r) || '–' },
          { key: 'category', label: t('requirements.field.category'), children: names.category(r) || '–' },
          { key: 'duration', label: t('requirements.field.duration'), children: r.durationDays ? t('requirements.field.days', { days: r.durationDays }) : '–' },
          { key: 'budget', label: t('requirements.field.budget'), children: r.budgetFen != null ? `¥${formatFen(r.budgetFen)}` : '–' },
          r.feeFen > 0 ? { key: 'fee', label: t('requirements.field.fee'), children: `¥${formatFen(r.feeFen)}` } : null,
          { key: 'keywords', label: t('requirements.field.keywords'), children: r.keywords.length ? r.keywords.map((k) => <Tag key={k}>{k}</Tag>) : '–' },
          r.institutions ? { key: 'institutions', label: t('requirements.field.institutions'), children: r.institutions } : null,
          {
            key: 'details',
            label: t('requirements.field.details'),
            // Sanitized by the services on save.
            children: content.detailsHtml ? <div className="ops-requirement__details" dangerouslySetInnerHTML={{ __html: content.detailsHtml }} /> : '–',
          },
          content.attachments.length
            ? {
                key: 'attachments',
                label: t('requirements.field.attachments'),
                children: (
                  <Space orientation="vertical" size={0}>
                    {content.attachments.map((a) => (a.url ? <a key={a.key} href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a> : <span key={a.key}>{a.name}</span>))}
                  </Space>
                ),
              }
            : null,
          { key: 'submitted', label: t('requirements.ops.submittedAt'), children: time(r.submittedAt) },
          r.deadlineAt ? { key: 'deadline', label: t('requirements.field.deadline'), children: time(r.deadlineAt) } : null,
          { key: 'evaluations', label: t('requirements.detail.evaluations'), children: r.evaluationCount },
        ]}
      />
      <RequirementProgress requirement={r} />
      <Space wrap data-testid="ops-requirement-actions">
        {buttons.length ? buttons : <Typography.Text type="secondary">{t('requirements.ops.noDecision')}</Typography.Text>}
      </Space>
      <SectionHeading level={DRAWER_SECTION}>{t('requirements.ops.candidates')}</SectionHeading>
      <RequirementCandidates requirementId={id} mainStage={r.mainStage} subStep={r.subStep} />
      <SectionHeading level={DRAWER_SECTION}>{t('requirements.ops.history')}</SectionHeading>
      <History history={[...flow.history]} entityType="requirement" />
      <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="requirement" entityId={r.id} workflow={flow.workflow} refreshKey={flow.workflow.version} />
      <ReasonModal
        open={reasonFor !== null}
        title={reasonFor === 'stop' ? t('requirements.ops.stop') : t('requirements.ops.reject')}
        loading={rejecting.loading || stopping.loading}
        onCancel={() => setReasonFor(null)}
        onSubmit={async (reason) => {
          const decision = reasonFor ?? 'reject';
          if (reasonFor === 'stop') await stop({ variables: { id, reason } });
          else await reject({ variables: { id, reason } });
          setReasonFor(null);
          void message.success(t(DONE[decision]));
          await done();
        }}
      />
    </Space>
  );
}

/**
 * Operations: the requirement queue (/operations/requirements): submitted requirements first (the services sort the
 * oldest waiting first), filtered by stored state; the drawer decides. The services check the role on every call.
 */
export function RequirementQueuePage() {
  const { t } = useTranslation('requirements');
  const time = useTime();
  const filter = useQueueFilter<string>(undefined);
  const stateOptions = useRequirementStateOptions();
  const [openId, setOpenId] = useState<number | null>(null);
  const tableScroll = useFocusableTableScroll(t('requirements.ops.title'));
  const { data, loading, refetch } = useQuery(OpsRequirementQueueQuery, {
    variables: { pageNum: filter.variables.pageNum, pageSize: filter.variables.pageSize, state: filter.variables.status },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(
    () => (data?.opsRequirements.records ?? []).map((r) => ({ ...readFragment(RequirementFieldsFragment, r), publisher: r.publisher })),
    [data],
  );

  return (
    <Card
      ref={tableScroll}
      title={<PageHeading>{t('requirements.ops.title')}</PageHeading>}
      extra={<StatusFilter filter={filter} label={t('requirements.field.status')} allLabel={t('requirements.mine.allStates')} options={stateOptions} />}
    >
      <FitTable<RequirementFields & { publisher?: string | null }>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={filter.pagination(data?.opsRequirements.total_record)}
        columns={[
          { key: 'requirementNo', title: t('requirements.field.requirementNo'), dataIndex: 'requirementNo', width: 170, ellipsis: true, priority: 6 },
          { key: 'title', title: t('requirements.field.title'), dataIndex: 'title', width: 200, ellipsis: true },
          { key: 'publisher', title: t('requirements.ops.publisher'), width: 160, ellipsis: true, priority: 7, render: (_v, r) => r.publisher ?? '–' },
          { key: 'status', title: t('requirements.field.status'), width: 150, render: (_v, r) => <RequirementStatusTag requirement={r} /> },
          { key: 'budget', title: t('requirements.field.budget'), width: 130, priority: 8, align: 'right', render: (_v, r) => (r.budgetFen != null ? `¥${formatFen(r.budgetFen)}` : '–') },
          { key: 'submittedAt', title: t('requirements.ops.submittedAt'), width: 180, priority: 5, render: (_v, r) => time(r.submittedAt) },
          { key: 'deadlineAt', title: t('requirements.ops.deadline'), width: 180, priority: 4, render: (_v, r) => (r.deadlineAt ? time(r.deadlineAt) : '–') },
          {
            key: 'actions',
            title: t('requirements.mine.actions'),
            width: 90,
            fixed: 'right',
            render: (_v, r) => (
              <Button size="small" onClick={() => setOpenId(r.id)} aria-label={t('requirements.ops.viewRequirement', { no: r.requirementNo })}>
                {t('requirements.actions.view')}
              </Button>
            ),
          },
        ]}
      />
      <DetailDrawer openId={openId} title={t('requirements.ops.detail')} onClose={() => setOpenId(null)}>
        {(id) => <RequirementDetail id={id} onDecided={() => void refetch()} />}
      </DetailDrawer>
    </Card>
  );
}
