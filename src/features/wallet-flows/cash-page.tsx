import { useQuery } from '@apollo/client/react';
import { Button, Card, Result, Spin, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';
import { WithdrawalFieldsFragment } from '@/entities/withdrawal/withdrawal-fields.fragment';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { useFundGate } from './fund-gate';
import { CASH_PATH, orderIdOf } from './paths';
import { WalletFlowBalanceQuery } from './wallet-balance.query';
import { WalletFlowConfigQuery } from './wallet-config.query';
import { WithdrawRequestForm } from './withdraw-request-form';
import { WithdrawalStatus } from './withdrawal-status';
import { WithdrawFlowWithdrawalQuery } from './withdrawal.query';
import './wallet-flows.css';
import { PageHeading } from '@/components/page-heading';

/**
 * Withdrawal (/cash[?id=]; spec 2 "withdrawal steps 1-3"): fill in (amount, card, fee, identity, transaction
 * password) → the platform pays out (1-2 working days) → arrival. Step 1 is the browser's
 * `withdrawRequestMachine`; once the withdrawal exists its id is in the URL and the page follows the server's
 * workflow through `useEntityFlow`: the step from the rebuilt snapshot's meta, the end (paid or failed) from its
 * final state.
 */
export function CashPage() {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = orderIdOf(params);
  const query = useQuery(WithdrawFlowWithdrawalQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const withdrawal = id !== null && query.data ? readFragment(WithdrawalFieldsFragment, query.data.withdrawal) : null;
  const flow = useEntityFlow(withdrawalLifecycle, id !== null && query.data ? readFragment(WorkflowFieldsFragment, query.data.withdrawal.workflow) : null);

  let body: ReactNode;
  if (id !== null && !withdrawal) {
    body = query.loading ? (
      <Spin />
    ) : (
      <Result
        status="404"
        title={t('walletFlows.cash.notFound')}
        extra={<Button type="primary" onClick={() => navigate(CASH_PATH)}>{t('walletFlows.cash.status.again')}</Button>}
      />
    );
  } else if (withdrawal && flow) {
    body = (
      <>
        <WithdrawalStatus withdrawal={withdrawal} flow={flow} />
        <EntityFlowSection entityType="withdrawal" entityId={withdrawal.id} workflow={flow.workflow} />
      </>
    );
  } else {
    body = <NewWithdrawal onSubmitted={(withdrawalId) => navigate(`${CASH_PATH}?id=${withdrawalId}`)} />;
  }

  return (
    <Card title={<PageHeading>{t('walletFlows.cash.title')}</PageHeading>} className="wallet-flow">
      <Steps
        className="wallet-flow__steps"
        current={flow?.step ?? 0}
        status={flow?.snapshot.matches('failed') ? 'error' : flow?.snapshot.matches('paid') ? 'finish' : 'process'}
        items={[
          { title: t('walletFlows.cash.steps.fill') },
          { title: t('walletFlows.cash.steps.payout'), content: t('walletFlows.cash.steps.payoutHint') },
          { title: t('walletFlows.cash.steps.arrival') },
        ]}
      />
      {body}
    </Card>
  );
}

/** Behind the real-name and card gates: the balance and the fee rate, then the request form. */
function NewWithdrawal({ onSubmitted }: { onSubmitted(withdrawalId: number): void }) {
  const gate = useFundGate();
  const balance = useQuery(WalletFlowBalanceQuery, { fetchPolicy: 'network-only' });
  const config = useQuery(WalletFlowConfigQuery, { fetchPolicy: 'cache-first' });
  const { t } = useTranslation('walletFlows');
  if (!gate.ready) return <>{gate.element}</>;
  if ((balance.error && !balance.data) || (config.error && !config.data)) {
    // The error itself was shown by the Apollo error link (spec 8).
    const retry = () => Promise.all([balance.refetch(), config.refetch()]).catch(() => undefined);
    return <Result status="warning" title={t('walletFlows.common.loadFailed')} extra={<Button onClick={() => void retry()}>{t('walletFlows.common.retry')}</Button>} />;
  }
  if (!balance.data || !config.data) return <Spin />;
  return (
    <WithdrawRequestForm
      availableFen={balance.data.walletBalance.cnyFen}
      heldFen={balance.data.walletBalance.heldFen}
      feeRateBp={config.data.walletConfig.withdrawFeeRateBp}
      cards={gate.cards}
      defaultCardId={gate.defaultCardId}
      onSubmitted={onSubmitted}
    />
  );
}
