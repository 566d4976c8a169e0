import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rechargeOrderLifecycle } from '../../../machines/wallet/recharge-order.machine';
import { EntityWorkflowQuery } from '@/entities/workflow/entity-workflow.query';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { rechargeContinuePath } from './paths';

/**
 * "Continue" into the recharge steps, shown while the server lets the member do something with the order (confirm the
 * transfer, submit a voucher, cancel): its workflow's `availableEvents`, read when the order's drawer opens. The
 * drawer's chart asks the same query and finds it in the cache.
 */
export function RechargeContinueLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('wallet');
  // Without the workflow there is simply no link; the chart below says why it could not be read.
  const { data } = useQuery(EntityWorkflowQuery, {
    variables: { entityType: 'recharge_order', entityId: String(orderId) },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const flow = useEntityFlow(rechargeOrderLifecycle, data ? readFragment(WorkflowFieldsFragment, data.workflow) : null);
  if (!flow || flow.availableEvents.length === 0) return null;
  return <Link to={rechargeContinuePath(orderId)}>{t('wallet.recharge.continue')}</Link>;
}
