import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Image, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameApplicationFieldsFragment } from '@/entities/real-name/real-name-application-fields.fragment';
import { RealNameStatusTag, useRealNameStatusLabel } from '@/entities/real-name/real-name-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import type { EntityType } from '@/entities/workflow/lifecycles';
import { useLifecycleLabels } from '@/entities/workflow/use-event-label';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { realNameLifecycle } from '../../../machines/identity/real-name.machine';
import type { RealNameStatus } from '@/gql/graphql';
import { ApproveRealNameMutation, RealNameApplicationQuery, RealNameApplicationsQuery, RejectRealNameMutation } from './real-name-queue.operation';
import { DetailDrawer, DetailList, DRAWER_SECTION, ReviewDecision, SectionHeading, StatusFilter } from './queue-shell';
import { useQueueFilter } from './use-queue-paging';
import { useCountryName } from '@/components/code-flow/country-name';
import { downloadFile } from '@/lib/download';
import { FitTable } from '@/components/fit-table';
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
  const country = useCountryName();
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
          [t('realName.form.nationality'), country(app.nationality)],
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
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
      <SectionHeading level={DRAWER_SECTION}>{t('realName.ops.images')}</SectionHeading>
      <Image.PreviewGroup>
        <Space wrap>
          {app.images.map((image) => (
            <Space key={image.key} orientation="vertical" size={4}>
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
            void message.success(t('realName.ops.approved'));
            await done();
          } catch {
            // shown by the Apollo error link
          }
        }}
        onReject={async (reason) => {
          await reject({ variables: { id, reason } });
          void message.success(t('realName.ops.rejected'));
        }}
        onDecided={done}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('realName.ops.history')}</SectionHeading>
      <History history={app.history ?? []} entityType="real_name" />
      {app.id != null && <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="real_name" entityId={app.id} workflow={flow?.workflow} refreshKey={app.status} />}
    </Space>
  );
}

/** A decision log (entity_transitions): events and states named in the page language as the live chart names them. */
export function History({
  history,
  entityType,
}: {
  history: Array<{ event: string; from?: string | null; to: string; actorId?: number | null; actorRole: string; reason?: string | null; at: string | number }>;
  entityType: EntityType;
}) {
  const { t } = useTranslation('realName');
  const time = useTime();
  const labels = useLifecycleLabels(entityType);
  return (
    <Timeline
      items={history.map((h) => ({
        content: (
          <Space wrap>
            <Typography.Text strong>{labels.event(h.event)}</Typography.Text>
            <span>
              {h.from ? labels.state(h.from) : '–'} → {labels.state(h.to)}
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
      <FitTable
        rowKey={(r) => r.id ?? 0}
        loading={loading}
        dataSource={data?.realNameApplications.records ?? []}
        pagination={filter.pagination(data?.realNameApplications.total_record)}
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
          { key: 'member', title: t('realName.ops.member'), width: 180, ellipsis: true, priority: 8, render: (_v, r) => r.account ?? `#${r.userId}` },
          { key: 'subject', title: t('realName.ops.subject'), width: 100, priority: 5, render: (_v, r) => (r.subjectType ? t(`realName.subject.${r.subjectType}`) : '') },
          { key: 'name', title: t('realName.ops.name'), width: 160, ellipsis: true, priority: 9, render: (_v, r) => r.realName ?? r.organisationName },
          { key: 'status', title: t('realName.ops.status'), width: 120, render: (_v, r) => <RealNameStatusTag status={r.status} /> },
          { key: 'submittedAt', title: t('realName.ops.submittedAt'), width: 180, priority: 6, render: (_v, r) => time(r.submittedAt) },
          { key: 'reason', title: t('realName.ops.reason'), width: 140, ellipsis: true, priority: 7, render: (_v, r) => r.reason ?? '' },
          {
            key: 'actions',
            title: t('realName.ops.actions'),
            width: 90,
            fixed: 'right',
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
