import { useQuery } from '@apollo/client/react';
import { Button, Card, Result, Spin, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { rechargeOrderLifecycle } from '../../../machines/wallet/recharge-order.machine';
import { RechargeOrderFieldsFragment } from '@/entities/recharge-order/recharge-order-fields.fragment';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { orderIdOf, RECHARGE_PATH } from './paths';
import { RechargeFillStep } from './recharge-fill-step';
import { RechargeFlowOrderQuery } from './recharge-order.query';
import { RechargeResultStep } from './recharge-result-step';
import { RechargeTransferStep } from './recharge-transfer-step';
import { RechargeVoucherStep } from './recharge-voucher-step';
import { WalletFlowConfigQuery } from './wallet-config.query';
import './wallet-flows.css';
import { PageHeading } from '@/components/page-heading';

/**
 * Recharge (/recharge[?id=]; spec 2 "steps 1-3 and an examine step"): fill in → transfer → voucher → review.
 * Before the order exists the fill step is the browser's. Then the order lives on the server and the page follows
 * its workflow through `useEntityFlow`: the step from the rebuilt snapshot's meta, and which step's form to show
 * from what the server lets the member do now (`transfer.confirm`: the transfer; `voucher.submit`: the voucher;
 * neither: the result). The order id in the URL lets a reload or the recharge records continue it.
 */
export function RechargePage() {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = orderIdOf(params);
  // Asked once for the whole page (the transfer step shows it), not by each step as it mounts.
  const config = useQuery(WalletFlowConfigQuery, { fetchPolicy: 'cache-first' });
  const orderQuery = useQuery(RechargeFlowOrderQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const answer = id !== null ? orderQuery.data?.rechargeOrder : undefined;
  const order = answer ? readFragment(RechargeOrderFieldsFragment, answer) : null;
  const flow = useEntityFlow(rechargeOrderLifecycle, answer ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);
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
  } else if (!order || !flow) {
    body = <RechargeFillStep onCreated={(createdId) => navigate(`${RECHARGE_PATH}?id=${createdId}`)} />;
  } else if (flow.can('transfer.confirm')) {
    body = <RechargeTransferStep order={order} flow={flow} config={config.data?.walletConfig ?? null} onDeadline={reload} />;
  } else if (flow.can('voucher.submit')) {
    // Keyed by the workflow's version: a rejection brings the voucher form back fresh, with the operator's reason.
    body = <RechargeVoucherStep key={`${order.id}-${flow.workflow.version}`} order={order} flow={flow} onDeadline={reload} />;
  } else {
    body = <RechargeResultStep order={order} flow={flow} />;
  }

  const stepStatus = flow?.snapshot.matches('failed') ? 'error' : flow?.snapshot.matches('done') ? 'finish' : 'process';
  return (
    <Card title={<PageHeading>{t('walletFlows.recharge.title')}</PageHeading>} className="wallet-flow">
      <Steps
        className="wallet-flow__steps"
        current={flow?.step ?? 0}
        status={stepStatus}
        items={[
          { title: t('walletFlows.recharge.steps.fill') },
          { title: t('walletFlows.recharge.steps.transfer'), content: t('walletFlows.recharge.steps.transferHint') },
          { title: t('walletFlows.recharge.steps.voucher') },
          { title: t('walletFlows.recharge.steps.review'), content: t('walletFlows.recharge.steps.reviewHint') },
        ]}
      />
      {body}
      {order && flow && <EntityFlowSection entityType="recharge_order" entityId={order.id} workflow={flow.workflow} />}
    </Card>
  );
}
