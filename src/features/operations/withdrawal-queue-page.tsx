import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawStatus } from '../../../machines/codes/wallet.codes';
import { formatRate } from '../../../machines/rules/money';
import type { RuleError } from '../../../machines/rules/messages';
import { validateBankReference } from '../../../machines/rules/wallet';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { WithdrawalFieldsFragment } from '@/entities/withdrawal/withdrawal-fields.fragment';
import { WithdrawalStatusTag } from '@/entities/withdrawal/withdrawal-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { describeError, reportError } from '@/lib/errors';
import { useSession } from '@/lib/session/session-context';
import { FailWithdrawalMutation } from './fail-withdrawal.mutation';
import { MarkWithdrawalPaidMutation } from './mark-withdrawal-paid.mutation';
import { OpsWithdrawalQuery } from './ops-withdrawal.query';
import { OpsWithdrawalsQuery } from './ops-withdrawals.query';
import { OrderQueue } from './order-queue';
import { DetailList, DRAWER_SECTION, SectionHeading } from './queue-shell';
import { History, useTime } from './real-name-queue-page';
import { ReasonModal } from './reason-modal';
import { StartWithdrawalPayoutMutation } from './start-withdrawal-payout.mutation';
import { useQueueFilter } from './use-queue-paging';
import { memberText, money, useAttemptKeys } from './wallet-ops-support';

/**
 * The bank reference of a payout that has left the platform's account. A refusal the operator can act on
 * (400, the four-eyes 403) is shown inside the dialog, where they are looking; anything else (an expired
 * session, a 500) goes to the app's error handling.
 */
function MarkPaidModal({ open, loading, onCancel, onSubmit }: { open: boolean; loading: boolean; onCancel: () => void; onSubmit: (bankReference: string) => Promise<void> }) {
  const { t } = useTranslation('walletOps');
  const ruleText = useRuleText();
  const [form] = Form.useForm<{ bankReference: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const validator = (check: (v: string) => RuleError | null) => async (_r: unknown, v: string) => {
    const text = ruleText(check(v ?? ''));
    if (text) throw new Error(text);
  };
  return (
    <Modal
      open={open}
      title={t('walletOps.withdrawals.markPaid')}
      okText={t('walletOps.withdrawals.markPaid')}
      cancelText={t('walletOps.cancel')}
      okButtonProps={{ loading }}
      onCancel={() => {
        setRefusal(null);
        onCancel();
      }}
      destroyOnHidden
      onOk={async () => {
        // An invalid form shows its own message under the field; the rejection would only go unhandled.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        setRefusal(null);
        try {
          await onSubmit(values.bankReference.trim());
        } catch (error) {
          const notice = describeError(error, t);
          if (notice.kind === 'alert') setRefusal(notice.message);
          else reportError(error);
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="bankReference" label={t('walletOps.withdrawals.bankReference')} extra={t('walletOps.withdrawals.bankReferenceHint')} rules={[{ validator: validator(validateBankReference) }]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} data-testid="mark-paid-refusal" />}
    </Modal>
  );
}

/** One withdrawal: where to pay, how much, who did what, and the actions its state allows. */
export function WithdrawalDetail({ id, onDecided }: { id: number; onDecided?: () => void }) {
  const { t } = useTranslation('walletOps');
  const { modal, message } = App.useApp();
  const time = useTime();
  const attempts = useAttemptKeys();
  const { user } = useSession();
  const { data, refetch } = useQuery(OpsWithdrawalQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [start, starting] = useMutation(StartWithdrawalPayoutMutation);
  const [markPaid, marking] = useMutation(MarkWithdrawalPaidMutation);
  const [fail, failing] = useMutation(FailWithdrawalMutation);
  const [paidOpen, setPaidOpen] = useState(false);
  const [failOpen, setFailOpen] = useState(false);
  const detail = data?.opsWithdrawal;
  const workflow = detail ? readFragment(WorkflowFieldsFragment, detail.withdrawal.withdrawal.workflow) : null;
  const flow = useEntityFlow(withdrawalLifecycle, workflow);
  if (!detail || !flow) return <Typography.Text type="secondary">…</Typography.Text>;
  const { withdrawal: held, ...payee } = detail.withdrawal;
  const w = readFragment(WithdrawalFieldsFragment, held);
  const viewerId = user ? Number(user.id) : NaN;
  // What this operator may do comes from the services (machine, role and the four-eyes guard asked for them): the
  // state takes "paid" but not from them when they started a payout above the limit.
  const canStart = flow.can('payout.start');
  const canFail = flow.can('payout.fail');
  const paidNext = flow.nextEvents.some((next) => next.event === 'payout.paid');
  const secondOperatorNeeded = paidNext && !flow.can('payout.paid');

  const done = async () => {
    await refetch();
    onDecided?.();
  };

  const confirmStart = () =>
    modal.confirm({
      title: t('walletOps.withdrawals.startTitle', { orderNo: w.orderNo }),
      content: t('walletOps.withdrawals.startContent', { amount: money(w.receivedFen), holder: payee.cardholderName }),
      okText: t('walletOps.withdrawals.markPaying'),
      cancelText: t('walletOps.cancel'),
      onOk: async () => {
        try {
          await start({ variables: { id } });
          void message.success(t('walletOps.withdrawals.payingDone'));
          await done();
        } catch {
          // shown by the Apollo error link
        }
      },
    });

  const actor = (actorId: number) => (actorId === viewerId ? t('walletOps.withdrawals.you', { id: actorId }) : `#${actorId}`);
  /** When a step happened and which operator did it (the four-eyes rule is about who). */
  const step = (at: number | null | undefined, actorId: number | null | undefined) => (at == null && actorId == null ? '–' : [time(at), ...(actorId == null ? [] : [actor(actorId)])].join(' · '));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DetailList
        rows={[
          { key: 'orderNo', label: t('walletOps.orderNo'), children: <Typography.Text copyable>{w.orderNo}</Typography.Text> },
          { key: 'status', label: t('walletOps.status'), children: <WithdrawalStatusTag status={w.status} /> },
          { key: 'member', label: t('walletOps.member'), children: memberText({ ...payee, cardholderName: null }) },
          { key: 'holder', label: t('walletOps.withdrawals.cardholder'), children: payee.cardholderName },
          {
            key: 'cardNumber',
            label: t('walletOps.withdrawals.cardNumber'),
            children: (
              <Typography.Text copyable={{ text: payee.cardNumber, tooltips: [t('walletOps.copy'), t('walletOps.copied')] }} data-testid="withdrawal-card-number">
                {payee.cardNumber}
              </Typography.Text>
            ),
          },
          { key: 'bank', label: t('walletOps.withdrawals.bank'), children: w.cardBankName },
          { key: 'amount', label: t('walletOps.amount'), children: money(w.amountFen) },
          { key: 'fee', label: t('walletOps.withdrawals.fee'), children: `${money(w.feeFen)} (${formatRate(w.feeRateBp)})` },
          { key: 'received', label: t('walletOps.withdrawals.toPay'), children: <Typography.Text strong>{money(w.receivedFen)}</Typography.Text> },
          w.bankReference ? { key: 'bankReference', label: t('walletOps.withdrawals.bankReference'), children: w.bankReference } : null,
          w.reason ? { key: 'reason', label: t('walletOps.reason'), children: w.reason } : null,
          { key: 'created', label: t('walletOps.createdAt'), children: time(w.createdAt) },
          { key: 'paying', label: t('walletOps.withdrawals.payingAt'), children: step(w.payingAt, payee.startedBy) },
          { key: 'arrived', label: t('walletOps.withdrawals.arrivedAt'), children: step(w.arrivedAt, payee.paidBy) },
        ]}
      />
      {secondOperatorNeeded && (
        <Alert type="warning" showIcon data-testid="four-eyes-notice" title={t('walletOps.withdrawals.fourEyesTitle')} description={t('walletOps.withdrawals.fourEyes', { limit: money(payee.fourEyesFen) })} />
      )}
      {(canStart || paidNext || canFail) && (
        <Space wrap>
          {canStart && (
            <Button type="primary" loading={starting.loading} onClick={confirmStart}>
              {t('walletOps.withdrawals.markPaying')}
            </Button>
          )}
          {paidNext && (
            <Button type="primary" disabled={secondOperatorNeeded} onClick={() => setPaidOpen(true)}>
              {t('walletOps.withdrawals.markPaid')}
            </Button>
          )}
          {canFail && (
            <Button danger onClick={() => setFailOpen(true)}>
              {t('walletOps.withdrawals.fail')}
            </Button>
          )}
        </Space>
      )}
      <SectionHeading level={DRAWER_SECTION}>{t('walletOps.history')}</SectionHeading>
      <History history={detail.history} entityType="withdrawal" />
      <EntityFlowSection headingLevel={DRAWER_SECTION} entityType="withdrawal" entityId={w.id} workflow={flow.workflow} />
      <MarkPaidModal
        open={paidOpen}
        loading={marking.loading}
        onCancel={() => setPaidOpen(false)}
        onSubmit={async (bankReference) => {
          const attempt = `paid:${id}:${bankReference}`;
          await markPaid({ variables: { id, bankReference, idempotencyKey: attempts.keyFor(attempt) }, context: { silentErrors: true } });
          attempts.settle(attempt);
          setPaidOpen(false);
          void message.success(t('walletOps.withdrawals.paidDone'));
          await done();
        }}
      />
      <ReasonModal
        open={failOpen}
        title={t('walletOps.withdrawals.fail')}
        loading={failing.loading}
        onCancel={() => setFailOpen(false)}
        onSubmit={async (reason) => {
          const attempt = `fail:${id}:${reason}`;
          await fail({ variables: { id, reason, idempotencyKey: attempts.keyFor(attempt) } });
          attempts.settle(attempt);
          setFailOpen(false);
          void message.success(t('walletOps.withdrawals.failedDone'));
          await done();
        }}
      />
    </Space>
  );
}

/**
 * Operations: the withdrawal queue (/operations/withdrawals). Withdrawals awaiting payout come first; the
 * drawer shows the full card number to transfer to and the amount to pay (the amount less the fee). Staff mark
 * it paying, then paid with the bank's reference (above the four-eyes limit, not the one who started it), or
 * failed with a reason, which gives the held amount back to the member.
 */
export function WithdrawalQueuePage() {
  const { t } = useTranslation('walletOps');
  const time = useTime();
  const filter = useQueueFilter<string>(undefined);
  const { data, loading, refetch } = useQuery(OpsWithdrawalsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const list = useMemo(
    () =>
      data && {
        records: data.opsWithdrawals.records.map((r) => ({ ...r, withdrawal: readFragment(WithdrawalFieldsFragment, r.withdrawal) })),
        total_record: data.opsWithdrawals.total_record,
      },
    [data],
  );

  return (
    <OrderQueue
      title={t('walletOps.withdrawals.title')}
      entries={withdrawStatus.entries}
      filter={filter}
      loading={loading}
      list={list}
      orderOf={(r) => r.withdrawal}
      // By priority: what to pay and to whom first; the card, the fee and the amount before it are in the drawer too.
      columns={[
        { key: 'orderNo', title: t('walletOps.orderNo'), width: 190, ellipsis: true, render: (_v, r) => r.withdrawal.orderNo },
        { key: 'member', title: t('walletOps.member'), width: 180, ellipsis: true, priority: 8, render: (_v, r) => memberText({ ...r, cardholderName: null }) },
        { key: 'cardholder', title: t('walletOps.withdrawals.cardholder'), width: 110, ellipsis: true, priority: 2, render: (_v, r) => r.cardholderName },
        { key: 'bank', title: t('walletOps.withdrawals.bank'), width: 180, ellipsis: true, priority: 3, render: (_v, r) => `${r.withdrawal.cardBankName} **** ${r.withdrawal.cardLast4}` },
        { key: 'amount', title: t('walletOps.amount'), width: 110, priority: 5, align: 'right', render: (_v, r) => money(r.withdrawal.amountFen) },
        { key: 'fee', title: t('walletOps.withdrawals.fee'), width: 90, priority: 4, align: 'right', render: (_v, r) => money(r.withdrawal.feeFen) },
        { key: 'toPay', title: t('walletOps.withdrawals.toPay'), width: 110, priority: 9, align: 'right', render: (_v, r) => money(r.withdrawal.receivedFen) },
        { key: 'status', title: t('walletOps.status'), width: 130, render: (_v, r) => <WithdrawalStatusTag status={r.withdrawal.status} /> },
        { key: 'createdAt', title: t('walletOps.createdAt'), width: 180, priority: 6, render: (_v, r) => time(r.withdrawal.createdAt) },
        { key: 'reason', title: t('walletOps.reason'), width: 140, ellipsis: true, priority: 7, render: (_v, r) => r.withdrawal.reason ?? '' },
      ]}
      detailTitle={t('walletOps.withdrawals.detail')}
      detail={(id) => <WithdrawalDetail id={id} onDecided={() => void refetch()} />}
    />
  );
}
