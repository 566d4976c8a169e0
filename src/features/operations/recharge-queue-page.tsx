import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Image, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeStatus } from '../../../machines/codes/wallet.codes';
import { useSignedUrl } from '@/components/upload';
import { downloadFile } from '@/lib/download';
import { ApproveRechargeMutation } from './approve-recharge.mutation';
import { OpsRechargeOrderQuery } from './ops-recharge-order.query';
import { OpsRechargeOrdersQuery } from './ops-recharge-orders.query';
import { OrderQueue } from './order-queue';
import { DetailList, DRAWER_SECTION, ReviewDecision, SectionHeading } from './queue-shell';
import { History, useTime } from './real-name-queue-page';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { rechargeOrderLifecycle } from '../../../machines/wallet/recharge-order.machine';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { RechargeOrderFieldsFragment } from '@/entities/recharge-order/recharge-order-fields.fragment';
import { RechargeOrderStatusTag } from '@/entities/recharge-order/recharge-order-status-tag';
import { RejectRechargeMutation } from './reject-recharge.mutation';
import { useQueueFilter } from './use-queue-paging';
import { memberText, money, useAttemptKeys } from './wallet-ops-support';

/** The member's screenshot of the transfer, through a signed URL, and the original as stored. */
function Voucher({ objectKey }: { objectKey: string | null | undefined }) {
  const { t } = useTranslation('walletOps');
  const { message } = App.useApp();
  const { url } = useSignedUrl(objectKey);
  if (!objectKey) return <Typography.Text type="secondary">{t('walletOps.recharges.noVoucher')}</Typography.Text>;
  const saveOriginal = async () => {
    try {
      await downloadFile('/common/download/resource', { resource: objectKey }, objectKey.split('_').slice(2).join('_') || 'voucher', t);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Space orientation="vertical" size={4}>
      {url ? <Image src={url} width={240} alt={t('walletOps.recharges.voucher')} data-testid="ops-voucher" /> : <Typography.Text type="secondary">…</Typography.Text>}
      <Button size="small" type="link" onClick={() => void saveOriginal()}>
        {t('walletOps.recharges.downloadVoucher')}
      </Button>
    </Space>
  );
}

/** One recharge order: what the member remitted and uploaded, its history, and the review decision. */
export function RechargeDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t } = useTranslation('walletOps');
  const { modal, message } = App.useApp();
  const time = useTime();
  const attempts = useAttemptKeys();
  const { data, refetch } = useQuery(OpsRechargeOrderQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveRechargeMutation);
  const [reject, rejecting] = useMutation(RejectRechargeMutation);
  const detail = data?.opsRechargeOrder;
  const flow = useEntityFlow(rechargeOrderLifecycle, detail ? readFragment(WorkflowFieldsFragment, detail.order.order.workflow) : null);
  if (!detail || !flow) return <Typography.Text type="secondary">…</Typography.Text>;
  const { order: held, ...member } = detail.order;
  const order = readFragment(RechargeOrderFieldsFragment, held);

  const done = async () => {
    await refetch();
    onDecided?.();
  };

  const confirmApprove = () =>
    modal.confirm({
      title: t('walletOps.recharges.approveTitle', { orderNo: order.orderNo }),
      content: t('walletOps.recharges.approveContent', { amount: money(order.amountFen), member: memberText(member) }),
      okText: t('walletOps.recharges.approve'),
      cancelText: t('walletOps.cancel'),
      onOk: async () => {
        // One key for this approval, kept until the server has it: a retry after a lost answer credits once.
        const attempt = `approve:${id}`;
        try {
          await approve({ variables: { id, idempotencyKey: attempts.keyFor(attempt) } });
          attempts.settle(attempt);
          void message.success(t('walletOps.recharges.approved'));
          await done();
        } catch {
          // shown by the Apollo error link; the next click retries with the same key
        }
      },
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {member.duplicateOf.length > 0 && (
        <Alert type="warning" showIcon title={t('walletOps.recharges.duplicate', { orders: member.duplicateOf.join(', ') })} />
      )}
      <DetailList
        rows={[
          { key: 'orderNo', label: t('walletOps.orderNo'), children: <Typography.Text copyable>{order.orderNo}</Typography.Text> },
          { key: 'status', label: t('walletOps.status'), children: <RechargeOrderStatusTag status={order.status} /> },
          { key: 'amount', label: t('walletOps.amount'), children: <Typography.Text strong>{money(order.amountFen)}</Typography.Text> },
          { key: 'member', label: t('walletOps.member'), children: memberText(member) },
          { key: 'card', label: t('walletOps.recharges.card'), children: `${order.cardBankName} **** ${order.cardLast4}` },
          { key: 'reference', label: t('walletOps.recharges.transferReference'), children: order.transferReference ?? '–' },
          { key: 'remark', label: t('walletOps.recharges.remarkCode'), children: <Typography.Text code>{order.remarkCode}</Typography.Text> },
          { key: 'created', label: t('walletOps.createdAt'), children: time(order.createdAt) },
          { key: 'submitted', label: t('walletOps.recharges.submittedAt'), children: time(order.submittedAt) },
          { key: 'deadline', label: t('walletOps.recharges.deadlineAt'), children: time(order.deadlineAt) },
          order.completedAt ? { key: 'completed', label: t('walletOps.recharges.completedAt'), children: time(order.completedAt) } : null,
          order.reason ? { key: 'reason', label: t('walletOps.reason'), children: order.reason } : null,
        ]}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('walletOps.recharges.voucher')}</SectionHeading>
      <Voucher objectKey={order.voucherKey} />
      <ReviewDecision
        pending={flow.can('review.approve')}
        approveLabel={t('walletOps.recharges.approve')}
        rejectLabel={t('walletOps.recharges.reject')}
        approving={approving.loading}
        rejecting={rejecting.loading}
        onApprove={confirmApprove}
        onReject={async (reason) => {
          await reject({ variables: { id, reason } });
          void message.success(t('walletOps.recharges.rejected'));
        }}
        onDecided={done}
      />
      <SectionHeading level={DRAWER_SECTION}>{t('walletOps.history')}</SectionHeading>
      <History history={detail.history} entityType="recharge_order" />
      <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="recharge_order" entityId={order.id} workflow={flow.workflow} />
    </Space>
  );
}

/**
 * Operations: the recharge-voucher queue (/operations/recharges). Orders awaiting review come first (the
 * services sort them so); the drawer shows the voucher and everything the member entered, approves (the
 * member's CNY wallet is credited once, whatever the retries) or rejects with a reason the member sees and
 * answers with a new voucher. The services check the operations role on every call.
 */
export function RechargeQueuePage() {
  const { t } = useTranslation('walletOps');
  const time = useTime();
  const filter = useQueueFilter<string>(undefined);
  const { data, loading, refetch } = useQuery(OpsRechargeOrdersQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const list = useMemo(
    () =>
      data && {
        records: data.opsRechargeOrders.records.map((r) => ({ ...r, order: readFragment(RechargeOrderFieldsFragment, r.order) })),
        total_record: data.opsRechargeOrders.total_record,
      },
    [data],
  );

  return (
    <OrderQueue
      title={t('walletOps.recharges.title')}
      entries={rechargeStatus.entries}
      filter={filter}
      loading={loading}
      list={list}
      orderOf={(r) => r.order}
      // By priority: what decides the review first; the card and the transfer's codes are in the drawer too.
      columns={[
        { key: 'orderNo', title: t('walletOps.orderNo'), width: 190, ellipsis: true, render: (_v, r) => r.order.orderNo },
        { key: 'member', title: t('walletOps.member'), width: 180, ellipsis: true, priority: 8, render: (_v, r) => memberText(r) },
        { key: 'amount', title: t('walletOps.amount'), width: 110, priority: 9, align: 'right', render: (_v, r) => money(r.order.amountFen) },
        { key: 'card', title: t('walletOps.recharges.card'), width: 170, ellipsis: true, priority: 3, render: (_v, r) => `${r.order.cardBankName} **** ${r.order.cardLast4}` },
        { key: 'reference', title: t('walletOps.recharges.transferReference'), width: 160, ellipsis: true, priority: 2, render: (_v, r) => r.order.transferReference ?? '–' },
        { key: 'remark', title: t('walletOps.recharges.remarkCode'), width: 100, priority: 1, render: (_v, r) => r.order.remarkCode },
        { key: 'status', title: t('walletOps.status'), width: 120, render: (_v, r) => <RechargeOrderStatusTag status={r.order.status} /> },
        { key: 'submittedAt', title: t('walletOps.recharges.submittedAt'), width: 180, priority: 6, render: (_v, r) => time(r.order.submittedAt) },
        { key: 'reason', title: t('walletOps.reason'), width: 140, ellipsis: true, priority: 7, render: (_v, r) => r.order.reason ?? '' },
      ]}
      detailTitle={t('walletOps.recharges.detail')}
      detail={(id) => <RechargeDetail id={id} onDecided={() => void refetch()} />}
    />
  );
}
