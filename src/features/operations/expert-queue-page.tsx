import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitTable } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';
import { ExpertApplicationFieldsFragment } from '@/entities/expert/expert-application-fields.fragment';
import { useExpertFieldsText } from '@/entities/expert/expert-fields-text';
import { ExpertStatusTag, useExpertStatusLabel } from '@/entities/expert/expert-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { ExpertApplicationStatus } from '@/gql/graphql';
import { expertApplicationLifecycle } from '../../../machines/identity/expert-application.machine';
import { ApproveExpertApplicationMutation, ExpertApplicationQuery, ExpertApplicationsQuery, RejectExpertApplicationMutation } from './expert-queue.operation';
import { DetailDrawer, DetailList, DRAWER_SECTION, ReviewDecision, SectionHeading, StatusFilter } from './queue-shell';
import { History, useTime } from './real-name-queue-page';
import { useQueueFilter } from './use-queue-paging';

const STATUSES: ExpertApplicationStatus[] = ['submitted', 'rejected', 'approved'];

/** One application: the applicant, the fields, the credentials (signed URLs, viewable), the introduction, the history and the decision. */
export function ExpertDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t } = useTranslation('expert');
  const { message } = App.useApp();
  const time = useTime();
  const fieldsText = useExpertFieldsText();
  const { data, refetch } = useQuery(ExpertApplicationQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveExpertApplicationMutation);
  const [reject, rejecting] = useMutation(RejectExpertApplicationMutation);
  const answer = data?.expertApplication;
  const flow = useEntityFlow(expertApplicationLifecycle, answer?.workflow ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);
  if (!answer) return <Typography.Text type="secondary">…</Typography.Text>;
  const app = readFragment(ExpertApplicationFieldsFragment, answer);

  const done = async () => {
    await refetch();
    onDecided?.();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DetailList
        rows={[
          { key: 'member', label: t('expert.ops.member'), children: `${answer.nickname ? `${answer.nickname} · ` : ''}${answer.account ?? ''} (#${answer.userId})` },
          { key: 'status', label: t('expert.ops.status'), children: <ExpertStatusTag status={app.status} /> },
          { key: 'fields', label: t('expert.summary.fields'), children: fieldsText(app.fields) },
          { key: 'introduction', label: t('expert.summary.introduction'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{app.introduction}</span> },
          { key: 'submissions', label: t('expert.ops.submissions'), children: app.submissions },
          { key: 'submitted', label: t('expert.ops.submittedAt'), children: time(app.submittedAt) },
          app.reason ? { key: 'reason', label: t('expert.ops.reason'), children: app.reason } : null,
        ]}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('expert.ops.credentials')}</SectionHeading>
      <Image.PreviewGroup>
        <Space wrap>
          {app.credentials.map((c, i) =>
            c.url ? (
              <Image key={c.key} src={c.url} width={140} alt={t('expert.form.credentialN', { n: i + 1 })} data-testid="ops-expert-credential" />
            ) : (
              <Typography.Text key={c.key} type="secondary">
                {t('expert.ops.missing')}
              </Typography.Text>
            ),
          )}
        </Space>
      </Image.PreviewGroup>
      <ReviewDecision
        pending={flow?.can('review.approve') ?? false}
        approveLabel={t('expert.ops.approve')}
        rejectLabel={t('expert.ops.reject')}
        approving={approving.loading}
        rejecting={rejecting.loading}
        onApprove={async () => {
          try {
            await approve({ variables: { id } });
            void message.success(t('expert.ops.approved'));
            await done();
          } catch {
            // shown by the Apollo error link
          }
        }}
        onReject={async (reason) => {
          await reject({ variables: { id, reason } });
          void message.success(t('expert.ops.rejected'));
        }}
        onDecided={done}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('expert.ops.history')}</SectionHeading>
      <History history={answer.history ?? []} entityType="expert_application" />
      {app.id != null && <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="expert_application" entityId={app.id} workflow={flow?.workflow} refreshKey={app.status} />}
    </Space>
  );
}

/**
 * Operations: the industry expert queue (/operations/experts). Applications in review first (filter by status), a
 * drawer with the applicant, the fields, the credentials and the introduction, approve or reject with a reason the
 * member sees, and the decision history. The services check the operations role on every call.
 */
export function ExpertQueuePage() {
  const { t } = useTranslation('expert');
  const time = useTime();
  const statusLabel = useExpertStatusLabel();
  const fieldsText = useExpertFieldsText();
  const filter = useQueueFilter<ExpertApplicationStatus>('submitted');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, loading, refetch } = useQuery(ExpertApplicationsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });

  return (
    <Card
      title={<PageHeading>{t('expert.ops.title')}</PageHeading>}
      extra={
        <StatusFilter filter={filter} label={t('expert.ops.status')} allLabel={t('expert.ops.all')} options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
      }
    >
      <FitTable
        rowKey={(r) => r.id ?? 0}
        loading={loading}
        dataSource={data?.expertApplications.records ?? []}
        pagination={filter.pagination(data?.expertApplications.total_record)}
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
          { key: 'member', title: t('expert.ops.member'), width: 180, ellipsis: true, priority: 9, render: (_v, r) => (r.nickname ? `${r.nickname} · ${r.account ?? ''}` : (r.account ?? `#${r.userId}`)) },
          { key: 'fields', title: t('expert.summary.fields'), width: 220, ellipsis: true, priority: 6, render: (_v, r) => fieldsText(r.fields) },
          { key: 'status', title: t('expert.ops.status'), width: 120, render: (_v, r) => <ExpertStatusTag status={r.status} /> },
          { key: 'submissions', title: t('expert.ops.submissions'), width: 90, priority: 4, render: (_v, r) => r.submissions },
          { key: 'submittedAt', title: t('expert.ops.submittedAt'), width: 180, priority: 7, render: (_v, r) => time(r.submittedAt) },
          { key: 'reason', title: t('expert.ops.reason'), width: 140, ellipsis: true, priority: 5, render: (_v, r) => r.reason ?? '' },
          {
            key: 'actions',
            title: t('expert.ops.actions'),
            width: 90,
            fixed: 'right',
            render: (_v, r) => (
              <Button size="small" onClick={() => setOpenId(r.id ?? null)}>
                {t('expert.ops.view')}
              </Button>
            ),
          },
        ]}
      />
      <DetailDrawer openId={openId} title={t('expert.ops.detail', { id: openId })} onClose={() => setOpenId(null)}>
        {(id) => <ExpertDetail id={id} onDecided={() => void refetch()} />}
      </DetailDrawer>
    </Card>
  );
}
