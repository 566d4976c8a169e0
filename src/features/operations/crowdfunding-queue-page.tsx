import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Card, Space, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crowdfundingLifecycle } from '../../../machines/requirement/crowdfunding.machine';
import { formatFen } from '../../../machines/rules/money';
import { CampaignFieldsFragment } from '@/entities/campaign/campaign-fields.fragment';
import { CAMPAIGN_STATES, CampaignStatusTag, useCampaignStateLabel } from '@/entities/campaign/campaign-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { CampaignFieldsFragment as CampaignFields } from '@/gql/graphql';
import { ApproveCampaignMutation } from './crowdfunding-queue-approve.mutation';
import { OpsCampaignDetailQuery } from './crowdfunding-queue-detail.query';
import { RejectCampaignMutation } from './crowdfunding-queue-reject.mutation';
import { OpsCampaignQueueQuery } from './crowdfunding-queue.query';
import { DetailDrawer, DetailList, DRAWER_SECTION, ReviewDecision, SectionHeading, StatusFilter } from './queue-shell';
import { History, useTime } from './real-name-queue-page';
import { useQueueFilter } from './use-queue-paging';
import { FitTable } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** One campaign application: what the publisher asks for, and approve / reject when its workflow offers them. */
export function CampaignDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t } = useTranslation('requirements');
  const { modal, message } = App.useApp();
  const time = useTime();
  const { data, refetch } = useQuery(OpsCampaignDetailQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveCampaignMutation);
  const [reject, rejecting] = useMutation(RejectCampaignMutation);
  const flow = useEntityFlow(crowdfundingLifecycle, data ? readFragment(WorkflowFieldsFragment, data.campaign.workflow) : null);
  if (!data || !flow) return <Typography.Text type="secondary">…</Typography.Text>;
  const c = readFragment(CampaignFieldsFragment, data.campaign);

  const done = async () => {
    await refetch();
    onDecided?.();
  };
  const confirmApprove = () =>
    modal.confirm({
      title: t('requirements.crowdOps.approveTitle', { title: c.requirementTitle }),
      content: t('requirements.crowdOps.approveBody', { target: formatFen(c.targetFen), ratio: percent(c.returnRatioBp) }),
      okText: t('requirements.crowdOps.approve'),
      cancelText: t('requirements.detail.cancel'),
      onOk: async () => {
        try {
          await approve({ variables: { id } });
          void message.success(t('requirements.crowdOps.approved'));
          await done();
        } catch {
          // shown by the Apollo error link (spec 8)
        }
      },
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="ops-campaign-detail">
      {c.reason && <Alert type="info" showIcon title={t('requirements.field.reason')} description={c.reason} />}
      <DetailList
        rows={[
          { key: 'no', label: t('requirements.field.requirementNo'), children: <Typography.Text copyable>{c.requirementNo}</Typography.Text> },
          { key: 'title', label: t('requirements.field.title'), children: c.requirementTitle },
          { key: 'state', label: t('requirements.field.status'), children: <CampaignStatusTag state={c.state} /> },
          { key: 'target', label: t('requirements.crowdOps.target'), children: `¥${formatFen(c.targetFen)}` },
          { key: 'raised', label: t('requirements.crowdOps.raised'), children: `¥${formatFen(c.raisedFen)}` },
          { key: 'ratio', label: t('requirements.crowdOps.returnRatio'), children: percent(c.returnRatioBp) },
          { key: 'min', label: t('requirements.crowdOps.minContribution'), children: `¥${formatFen(c.minContributionFen)}` },
          { key: 'date', label: t('requirements.crowdOps.applicationDate'), children: c.applicationDate },
          c.endsAt ? { key: 'ends', label: t('requirements.crowdOps.endsAt'), children: time(c.endsAt) } : null,
          { key: 'contributors', label: t('requirements.crowdOps.contributors'), children: c.contributors },
        ]}
      />
      <ReviewDecision
        pending={flow.can('campaign.approve') || flow.can('campaign.reject')}
        approveLabel={t('requirements.crowdOps.approve')}
        rejectLabel={t('requirements.crowdOps.reject')}
        approving={approving.loading}
        rejecting={rejecting.loading}
        onApprove={confirmApprove}
        onReject={async (reason) => {
          await reject({ variables: { id, reason } });
          void message.success(t('requirements.crowdOps.rejected'));
        }}
        onDecided={done}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('requirements.ops.history')}</SectionHeading>
      <History history={[...flow.history]} entityType="crowdfunding" />
      <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="crowdfunding" entityId={c.id} workflow={flow.workflow} refreshKey={flow.workflow.version} />
    </Space>
  );
}

/**
 * Operations: review-fee crowdfunding applications (/operations/crowdfunding): approve (the campaign opens to
 * funders) or reject with the reason the publisher sees. The services check the role on every call.
 */
export function CrowdfundingQueuePage() {
  const { t } = useTranslation('requirements');
  const stateLabel = useCampaignStateLabel();
  const filter = useQueueFilter<string>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const tableScroll = useFocusableTableScroll(t('requirements.crowdOps.title'));
  const { data, loading, refetch } = useQuery(OpsCampaignQueueQuery, {
    variables: { pageNum: filter.variables.pageNum, pageSize: filter.variables.pageSize, state: filter.variables.status },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => (data?.opsCampaigns.records ?? []).map((r) => readFragment(CampaignFieldsFragment, r)), [data]);

  return (
    <Card
      ref={tableScroll}
      title={<PageHeading>{t('requirements.crowdOps.title')}</PageHeading>}
      extra={
        <StatusFilter
          filter={filter}
          label={t('requirements.field.status')}
          allLabel={t('requirements.mine.allStates')}
          options={CAMPAIGN_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
        />
      }
    >
      <FitTable<CampaignFields>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={filter.pagination(data?.opsCampaigns.total_record)}
        columns={[
          { key: 'requirementNo', title: t('requirements.field.requirementNo'), dataIndex: 'requirementNo', width: 170, ellipsis: true, priority: 6 },
          { key: 'title', title: t('requirements.field.title'), dataIndex: 'requirementTitle', width: 200, ellipsis: true },
          { key: 'status', title: t('requirements.field.status'), width: 130, render: (_v, c) => <CampaignStatusTag state={c.state} /> },
          { key: 'target', title: t('requirements.crowdOps.target'), width: 130, priority: 9, align: 'right', render: (_v, c) => `¥${formatFen(c.targetFen)}` },
          { key: 'returnRatio', title: t('requirements.crowdOps.returnRatio'), width: 130, priority: 7, align: 'right', render: (_v, c) => percent(c.returnRatioBp) },
          { key: 'applicationDate', title: t('requirements.crowdOps.applicationDate'), dataIndex: 'applicationDate', width: 130, priority: 8 },
          {
            key: 'actions',
            title: t('requirements.mine.actions'),
            width: 90,
            fixed: 'right',
            render: (_v, c) => (
              <Button size="small" onClick={() => setOpenId(c.id)} aria-label={t('requirements.ops.viewRequirement', { no: c.requirementNo })}>
                {t('requirements.actions.view')}
              </Button>
            ),
          },
        ]}
      />
      <DetailDrawer openId={openId} title={t('requirements.crowdOps.detail')} onClose={() => setOpenId(null)}>
        {(id) => <CampaignDetail id={id} onDecided={() => void refetch()} />}
      </DetailDrawer>
    </Card>
  );
}
