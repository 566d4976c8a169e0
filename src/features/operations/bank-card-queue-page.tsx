import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Form, Input, Modal, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import type { BankCardStatus } from '@/gql/graphql';
import { FailBankCardVerificationMutation, OpsBankCardQuery, OpsBankCardsQuery } from './bank-card-queue.operation';
import { StatusFilter } from './queue-shell';
import { useQueueFilter } from './use-queue-paging';

const STATUSES: BankCardStatus[] = ['verifying', 'failed', 'expired', 'locked', 'verified', 'cancelled', 'deleted', 'unlinked'];
const COLOR: Record<string, string> = { verifying: 'processing', verified: 'success', failed: 'error', expired: 'warning', locked: 'error' };

/** The decision history of one card (entity_transitions): who, when, what, why. */
function CardHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('bankCards');
  const { data, loading } = useQuery(OpsBankCardQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Typography.Text type="secondary">…</Typography.Text>;
  return (
    <Timeline
      items={(data?.opsBankCard.history ?? []).map((h) => ({
        children: (
          <Space wrap>
            <Typography.Text code>{h.event}</Typography.Text>
            <span>{h.from ?? '–'} → {h.to}</span>
            <Tag>{t(`bankCards.ops.roles.${h.actorRole}`, { defaultValue: h.actorRole })}{h.actorId ? ` #${h.actorId}` : ''}</Tag>
            <span>{new Date(h.at).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN')}</span>
            {h.reason && <Typography.Text type="secondary">{h.reason}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

/**
 * Operations: the bank-card verification queue (/operations/bank-cards). Every card with its status, attempts and
 * deposit time, verifying first; a stuck verification can be marked failed with a reason the member sees; each
 * row expands to its decision history. The services check the operations role on every call.
 */
export function BankCardQueuePage() {
  const { t, i18n } = useTranslation('bankCards');
  const filter = useQueueFilter<BankCardStatus>('verifying');
  const { data, loading, refetch } = useQuery(OpsBankCardsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const [fail, failing] = useMutation(FailBankCardVerificationMutation);
  const [failId, setFailId] = useState<number | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const time = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN') : '–');

  return (
    <Card
      title={t('bankCards.ops.title')}
      extra={
        <StatusFilter
          filter={filter}
          label={t('bankCards.ops.status')}
          allLabel={t('bankCards.ops.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`bankCards.status.${s}`) }))}
        />
      }
    >
      <Table
        rowKey={(r) => r.card.id}
        loading={loading}
        dataSource={data?.opsBankCards.records ?? []}
        expandable={{
          expandedRowRender: (r) => (
            <>
              <CardHistory id={r.card.id} />
              <EntityFlowSection entityType="bank_card" entityId={r.card.id} refreshKey={r.card.status} />
            </>
          ),
        }}
        pagination={filter.pagination(data?.opsBankCards.total_record)}
        columns={[
          { title: 'ID', render: (_v, r) => r.card.id, width: 70 },
          { title: t('bankCards.ops.member'), render: (_v, r) => r.memberPhone ?? r.memberEmail ?? `#${r.userId}` },
          { title: t('bankCards.ops.card'), render: (_v, r) => `${r.card.bankName} ${r.card.maskedNumber}` },
          { title: t('bankCards.ops.holder'), render: (_v, r) => r.card.cardholderName },
          { title: t('bankCards.ops.status'), render: (_v, r) => <Tag color={COLOR[r.card.status]}>{t(`bankCards.status.${r.card.status}`)}</Tag> },
          { title: t('bankCards.ops.attempts'), render: (_v, r) => `${r.card.attemptsLeft}/${r.card.maxAttempts}` },
          { title: t('bankCards.ops.depositSentAt'), render: (_v, r) => time(r.card.depositSentAt) },
          { title: t('bankCards.ops.reason'), render: (_v, r) => r.card.reason ?? '' },
          {
            title: t('bankCards.ops.actions'),
            render: (_v, r) =>
              r.card.status === 'verifying' ? (
                <Button size="small" danger onClick={() => setFailId(r.card.id)}>{t('bankCards.ops.markFailed')}</Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={failId !== null}
        title={t('bankCards.ops.markFailed')}
        okButtonProps={{ danger: true, loading: failing.loading }}
        onCancel={() => setFailId(null)}
        destroyOnHidden
        onOk={async () => {
          const { reason } = await form.validateFields();
          try {
            await fail({ variables: { id: failId!, reason: reason.trim() } });
            setFailId(null);
            await refetch();
          } catch {
            // reported by the Apollo error link
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('bankCards.ops.reasonLabel')} rules={[{ required: true, whitespace: true, message: t('bankCards.ops.reasonRequired') }]}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
