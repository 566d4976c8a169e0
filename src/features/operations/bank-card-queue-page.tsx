import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankCardLifecycle } from '../../../machines/identity/bank-card.machine';
import { BankCardFieldsFragment } from '@/entities/bank-card/bank-card-fields.fragment';
import { BankCardStatusTag, useBankCardStatusLabel } from '@/entities/bank-card/bank-card-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { BankCardStatus } from '@/gql/graphql';
import { FailBankCardVerificationMutation, OpsBankCardQuery, OpsBankCardsQuery } from './bank-card-queue.operation';
import { SectionHeading, StatusFilter } from './queue-shell';
import { History, useTime } from './real-name-queue-page';
import { ReasonModal } from './reason-modal';
import { useQueueFilter } from './use-queue-paging';
import { FitTable } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';

const STATUSES: BankCardStatus[] = ['verifying', 'failed', 'expired', 'locked', 'verified', 'cancelled', 'deleted', 'unlinked'];

/**
 * One card, read when its row is expanded: "Mark failed" while the card's workflow lets operations send `ops.fail`
 * (a verification still running), the decision history (entity_transitions) and the live chart.
 */
function CardDetail({ id, onDecided }: { id: number; onDecided(): void }) {
  const { t } = useTranslation('bankCards');
  const { message } = App.useApp();
  const { data, loading, refetch } = useQuery(OpsBankCardQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [fail, failing] = useMutation(FailBankCardVerificationMutation);
  const [failOpen, setFailOpen] = useState(false);
  const card = data?.opsBankCard.card.card;
  const flow = useEntityFlow(bankCardLifecycle, card ? readFragment(WorkflowFieldsFragment, card.workflow) : null);
  if (loading && !data) return <Typography.Text type="secondary">…</Typography.Text>;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {flow?.can('ops.fail') && (
        <Button danger onClick={() => setFailOpen(true)}>
          {t('bankCards.ops.markFailed')}
        </Button>
      )}
      <SectionHeading level={2}>{t('bankCards.ops.history')}</SectionHeading>
      <History history={data?.opsBankCard.history ?? []} entityType="bank_card" />
      <EntityFlowSection entityType="bank_card" entityId={id} workflow={flow?.workflow} />
      <ReasonModal
        open={failOpen}
        title={t('bankCards.ops.markFailed')}
        loading={failing.loading}
        onCancel={() => setFailOpen(false)}
        onSubmit={async (reason) => {
          // The answer carries the card's new workflow: the button leaves with the state it belonged to.
          await fail({ variables: { id, reason } });
          setFailOpen(false);
          void message.success(t('bankCards.ops.markedFailed'));
          await refetch();
          onDecided();
        }}
      />
    </Space>
  );
}

/**
 * Operations: the bank-card verification queue (/operations/bank-cards). Every card with its status, attempts and
 * deposit time, verifying first; each row expands to the card itself, where a stuck verification can be marked
 * failed with a reason the member sees. The services check the operations role on every call.
 */
export function BankCardQueuePage() {
  const { t } = useTranslation('bankCards');
  const time = useTime();
  const statusLabel = useBankCardStatusLabel();
  const filter = useQueueFilter<BankCardStatus>('verifying');
  const { data, loading, refetch } = useQuery(OpsBankCardsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const records = useMemo(() => (data?.opsBankCards.records ?? []).map((r) => ({ ...r, card: readFragment(BankCardFieldsFragment, r.card) })), [data]);

  return (
    <Card
      title={<PageHeading>{t('bankCards.ops.title')}</PageHeading>}
      extra={
        <StatusFilter
          filter={filter}
          label={t('bankCards.ops.status')}
          allLabel={t('bankCards.ops.all')}
          options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      }
    >
      <FitTable
        rowKey={(r) => r.card.id}
        loading={loading}
        dataSource={records}
        expandable={{ expandedRowRender: (r) => <CardDetail id={r.card.id} onDecided={() => void refetch()} /> }}
        pagination={filter.pagination(data?.opsBankCards.total_record)}
        columns={[
          { key: 'id', title: 'ID', render: (_v, r) => r.card.id, width: 70 },
          { key: 'member', title: t('bankCards.ops.member'), width: 170, ellipsis: true, priority: 7, render: (_v, r) => r.memberPhone ?? r.memberEmail ?? `#${r.userId}` },
          { key: 'card', title: t('bankCards.ops.card'), width: 200, ellipsis: true, priority: 9, render: (_v, r) => `${r.card.bankName} ${r.card.maskedNumber}` },
          { key: 'holder', title: t('bankCards.ops.holder'), width: 110, ellipsis: true, priority: 8, render: (_v, r) => r.card.cardholderName },
          { key: 'status', title: t('bankCards.ops.status'), width: 110, render: (_v, r) => <BankCardStatusTag status={r.card.status} /> },
          { key: 'attempts', title: t('bankCards.ops.attempts'), width: 110, priority: 5, render: (_v, r) => `${r.card.attemptsLeft}/${r.card.maxAttempts}` },
          { key: 'depositSentAt', title: t('bankCards.ops.depositSentAt'), width: 180, priority: 4, render: (_v, r) => time(r.card.depositSentAt) },
          { key: 'reason', title: t('bankCards.ops.reason'), width: 140, ellipsis: true, priority: 6, render: (_v, r) => r.card.reason ?? '' },
        ]}
      />
    </Card>
  );
}
