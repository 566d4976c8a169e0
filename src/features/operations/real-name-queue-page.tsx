import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Image, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameApplicationFieldsFragment } from '@/entities/real-name/real-name-application-fields.fragment';
import { RealNameStatusTag, useRealNameStatusLabel } from '@/entities/real-name/real-name-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { realNameLifecycle } from '../../../machines/identity/real-name.machine';
import type { RealNameStatus } from '@/gql/graphql';
import { ApproveRealNameMutation, RealNameApplicationQuery, RealNameApplicationsQuery, RejectRealNameMutation } from './real-name-queue.operation';
import { DetailDrawer, DetailList, ReviewDecision, StatusFilter } from './queue-shell';
import { useQueueFilter } from './use-queue-paging';
import { downloadFile } from '@/lib/download';
import { PageHeading } from '@/components/page-heading';

const STATUSES: RealNameStatus[] = ['inReview', 'identityCheck', 'verified', 'failed'];

export function useTime() {
  const { i18n } = useTranslation();
  // ISO strings (identity services) and ms since epoch (wallet services) alike.
  return (at: string | number | null | undefined) => (at ? new Date(at).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN') : '–');
}

/** One application: every field (numbers whole), the images (signed URLs), the decision history, and the decision buttons. */
export function RealNameDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t } = useTranslation('realName');
  const { message } = App.useApp();
  const time = useTime();
  const { data, refetch } = useQuery(RealNameApplicationQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveRealNameMutation);
  const [reject, rejecting] = useMutation(RejectRealNameMutation);
  const answer = data?.realNameApplication;
  const flow = useEntityFlow(realNameLifecycle, answer?.workflow ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);
  if (!answer) return <Typography.Text type="secondary">…</Typography.Text>;
  const app = { ...readFragment(RealNameApplicationFieldsFragment, answer), userId: answer.userId, account: answer.account, history: answer.history };

  // The submitted file as it was stored (GET /common/download/resource), e.g. to keep with a complaint.
  const saveOriginal = async (key: string) => {
    try {
      await downloadFile('/common/download/resource', { resource: key }, key.split('_').slice(2).join('_') || 'image', t);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const done = async () => {
    await refetch();
    onDecided?.();
  };
  const validity = (from?: string | null, to?: string | null) => `${from ?? ''} ~ ${to ?? t('realName.form.longTerm')}`;
  const fields =
    app.subjectType === 'person'
      ? [
          [t('realName.form.idType'), app.idType ? t(`realName.idType.${app.idType}`) : ''],
          [t('realName.form.nationality'), app.nationality],
          [t('realName.form.realName'), app.realName],
          [t('realName.form.idNumber'), app.idNumber],
          [t('realName.form.idValidity'), validity(app.idValidFrom, app.idValidTo)],
        ]
      : [
          [t('realName.form.organisationName'), app.organisationName],
          [t('realName.form.creditCode'), app.creditCode],
          [t('realName.form.licenceValidity'), validity(app.licenceValidFrom, app.licenceValidTo)],
          [t('realName.form.method'), app.method ? t(`realName.method.${app.method}`) : ''],
        ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <DetailList
        rows={[
          { key: 'member', label: t('realName.ops.member'), children: `${app.account ?? ''} (#${app.userId})` },
          { key: 'status', label: t('realName.ops.status'), children: <RealNameStatusTag status={app.status} /> },
          { key: 'subject', label: t('realName.ops.subject'), children: app.subjectType ? t(`realName.subject.${app.subjectType}`) : '' },
          ...fields.map(([label, value]) => ({ key: String(label), label, children: value })),
          { key: 'submitted', label: t('realName.ops.submittedAt'), children: time(app.submittedAt) },
          app.reason ? { key: 'reason', label: t('realName.ops.reason'), children: app.reason } : null,
        ]}
      />
      <Typography.Title level={5}>{t('realName.ops.images')}</Typography.Title>
      <Image.PreviewGroup>
        <Space wrap>
          {app.images.map((image) => (
            <Space key={image.key} direction="vertical" size={4}>
              {image.url ? <Image src={image.url} width={160} alt={t(`realName.image.${image.kind}`)} data-testid={`ops-image-${image.kind}`} /> : '–'}
              <Typography.Text type="secondary">{t(`realName.image.${image.kind}`)}</Typography.Text>
              <Button size="small" type="link" onClick={() => void saveOriginal(image.key)}>
                {t('realName.ops.download')}
              </Button>
            </Space>
          ))}
        </Space>
      </Image.PreviewGroup>
      <ReviewDecision
        pending={flow?.can('review.approve') ?? false}
        approveLabel={t('realName.ops.approve')}
        rejectLabel={t('realName.ops.reject')}
        approving={approving.loading}
        rejecting={rejecting.loading}
        onApprove={async () => {
          try {
            await approve({ variables: { id } });
            await done();
          } catch {
            // shown by the Apollo error link
          }
        }}
        onReject={(reason) => reject({ variables: { id, reason } })}
        onDecided={done}
      />
      <Typography.Title level={5}>{t('realName.ops.history')}</Typography.Title>
      <History history={app.history ?? []} />
      {app.id != null && <EntityFlowSection entityType="real_name" entityId={app.id} workflow={flow?.workflow} refreshKey={app.status} />}
    </Space>
  );
}

/** A decision log (entity_transitions); `stateLabel` names the states in the page language where a code table has them. */
export function History({
  history,
  stateLabel = (state) => state,
}: {
  history: Array<{ event: string; from?: string | null; to: string; actorId?: number | null; actorRole: string; reason?: string | null; at: string | number }>;
  stateLabel?: (state: string) => string;
}) {
  const { t } = useTranslation('realName');
  const time = useTime();
  return (
    <Timeline
      items={history.map((h) => ({
        content: (
          <Space wrap>
            <Typography.Text code>{h.event}</Typography.Text>
            <span>
              {h.from ? stateLabel(h.from) : '–'} → {stateLabel(h.to)}
            </span>
            <Tag>
              {t(`realName.ops.roles.${h.actorRole}`, { defaultValue: h.actorRole })}
              {h.actorId ? ` #${h.actorId}` : ''}
            </Tag>
            <span>{time(h.at)}</span>
            {h.reason && <Typography.Text type="secondary">{h.reason}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

/**
 * Operations: the real-name queue (/operations/real-name). Applications in review first (filter by status), a
 * drawer with everything submitted, the images through signed URLs, approve or reject with a reason the member
 * sees, and the decision history. The services check the operations role on every call.
 */
export function RealNameQueuePage() {
  const { t } = useTranslation('realName');
  const time = useTime();
  const statusLabel = useRealNameStatusLabel();
  const filter = useQueueFilter<RealNameStatus>('inReview');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, loading, refetch } = useQuery(RealNameApplicationsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });

  return (
    <Card
      title={<PageHeading>{t('realName.ops.title')}</PageHeading>}
      extra={
        <StatusFilter
          filter={filter}
          label={t('realName.ops.status')}
          allLabel={t('realName.ops.all')}
          options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      }
    >
      <Table
        rowKey={(r) => r.id ?? 0}
        loading={loading}
        dataSource={data?.realNameApplications.records ?? []}
        pagination={filter.pagination(data?.realNameApplications.total_record)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('realName.ops.member'), render: (_v, r) => r.account ?? `#${r.userId}` },
          { title: t('realName.ops.subject'), render: (_v, r) => (r.subjectType ? t(`realName.subject.${r.subjectType}`) : '') },
          { title: t('realName.ops.name'), render: (_v, r) => r.realName ?? r.organisationName },
          { title: t('realName.ops.status'), render: (_v, r) => <RealNameStatusTag status={r.status} /> },
          { title: t('realName.ops.submittedAt'), render: (_v, r) => time(r.submittedAt) },
          { title: t('realName.ops.reason'), render: (_v, r) => r.reason ?? '' },
          {
            title: t('realName.ops.actions'),
            render: (_v, r) => (
              <Button size="small" onClick={() => setOpenId(r.id ?? null)}>
                {t('realName.ops.view')}
              </Button>
            ),
          },
        ]}
      />
      <DetailDrawer openId={openId} title={t('realName.ops.detail', { id: openId })} onClose={() => setOpenId(null)}>
        {(id) => <RealNameDetail id={id} onDecided={() => void refetch()} />}
      </DetailDrawer>
    </Card>
  );
}
