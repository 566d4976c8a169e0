import { useQuery } from '@apollo/client/react';
import { Button, Card, Result, Spin, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useFragment as readFragment } from '@/gql';
import { orderIdOf, RECHARGE_PATH } from './paths';
import { RechargeFillStep } from './recharge-fill-step';
import { rechargeSnapshot, rechargeView } from './recharge-flow';
import { RechargeFlowOrderFieldsFragment } from './recharge-order-fields.fragment';
import { RechargeFlowOrderQuery } from './recharge-order.query';
import { RechargeResultStep } from './recharge-result-step';
import { RechargeTransferStep } from './recharge-transfer-step';
import { RechargeVoucherStep } from './recharge-voucher-step';
import { WalletFlowConfigQuery } from './wallet-config.query';
import './wallet-flows.css';

/**
 * Recharge (/recharge[?id=]; spec 2 "steps 1-3 and an examine step"): fill in → transfer → voucher → review.
 * The order lives on the server; the page resolves `rechargeOrderMachine` from its `state` (before an order
 * exists: `filling`) and shows the step and the actions the machine accepts. The order id in the URL lets a
 * reload or the recharge records continue it.
 */
export function RechargePage() {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = orderIdOf(params);
  // Asked once for the whole page (the transfer step shows it), not by each step as it mounts.
  const config = useQuery(WalletFlowConfigQuery, { fetchPolicy: 'cache-first' });
  const orderQuery = useQuery(RechargeFlowOrderQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const order = id !== null && orderQuery.data ? readFragment(RechargeFlowOrderFieldsFragment, orderQuery.data.rechargeOrder) : null;
  const snapshot = rechargeSnapshot(order);
  const view = rechargeView(snapshot);
  // The services apply a passed deadline when the order is read.
  const reload = () => void orderQuery.refetch().catch(() => undefined);

  let body: ReactNode;
  if (id !== null && !order) {
    body = orderQuery.loading ? (
      <Spin />
    ) : (
      <Result
        status="404"
        title={t('walletFlows.recharge.notFound')}
        extra={<Button type="primary" onClick={() => navigate(RECHARGE_PATH)}>{t('walletFlows.recharge.result.newOrder')}</Button>}
      />
    );
  } else if (!order) {
    body = <RechargeFillStep snapshot={snapshot} onCreated={(created) => navigate(`${RECHARGE_PATH}?id=${created.id}`)} />;
  } else if (view.state === 'awaitingTransfer') {
    body = <RechargeTransferStep order={order} view={view} config={config.data?.walletConfig ?? null} onDeadline={reload} />;
  } else if (view.state === 'awaitingProof') {
    body = <RechargeVoucherStep key={`${order.id}-${order.reason ?? ''}`} order={order} view={view} onDeadline={reload} />;
  } else {
    body = <RechargeResultStep order={order} view={view} />;
  }

  const stepStatus = view.state === 'failed' ? 'error' : view.state === 'done' ? 'finish' : 'process';
  return (
    <Card title={t('walletFlows.recharge.title')} className="wallet-flow">
      <Steps
        className="wallet-flow__steps"
        current={view.step}
        status={stepStatus}
        items={[
          { title: t('walletFlows.recharge.steps.fill') },
          { title: t('walletFlows.recharge.steps.transfer'), content: t('walletFlows.recharge.steps.transferHint') },
          { title: t('walletFlows.recharge.steps.voucher') },
          { title: t('walletFlows.recharge.steps.review'), content: t('walletFlows.recharge.steps.reviewHint') },
        ]}
      />
      {body}
      {order && <EntityFlowSection entityType="recharge_order" entityId={order.id} refreshKey={`${order.status}:${order.reason ?? ''}`} />}
    </Card>
  );
}
