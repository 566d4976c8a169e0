import { useQuery } from '@apollo/client/react';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { walletTransactionType } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from './code-tag';
import { FlowEntryQuery } from './flow-entry.query';
import { RechargeOrderDetails } from './recharge-order-details';
import { formatSignedFen, formatTime } from './wallet-format';
import { WithdrawalDetails } from './withdrawal-details';

/** One flow line and the order it belongs to (GET /wallet/v1/flow/{transferId}). */
export function FlowDetailDrawer({ transferId, onClose }: { transferId: number | null; onClose(): void }) {
  const { t } = useTranslation('wallet');
  return (
    <Drawer open={transferId !== null} onClose={onClose} title={t('wallet.flow.detailTitle')} size={520} destroyOnHidden>
      {transferId !== null && <FlowDetail transferId={transferId} />}
    </Drawer>
  );
}

function FlowDetail({ transferId }: { transferId: number }) {
  const { t } = useTranslation('wallet');
  const { data } = useQuery(FlowEntryQuery, { variables: { transferId } });
  if (!data) return <Skeleton active />;
  const { entry, rechargeOrder, withdrawal } = data.flowEntry;
  return (
    <>
      <Descriptions column={1} bordered size="small" data-testid="flow-entry-details">
        <Descriptions.Item label={t('wallet.columns.time')}>{formatTime(entry.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.columns.type')}>
          <CodeTag entries={walletTransactionType.entries} value={entry.type} />
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.columns.wallet')}>{t(`wallet.kinds.${entry.wallet}`)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.columns.amount')}>{formatSignedFen(entry.amountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.columns.balanceAfter')}>{formatFen(entry.balanceAfterFen)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.flow.transferId')}>{entry.transferId}</Descriptions.Item>
        {entry.orderNo && <Descriptions.Item label={t('wallet.columns.orderNo')}>{maskText(entry.orderNo)}</Descriptions.Item>}
      </Descriptions>
      {rechargeOrder && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>{t('wallet.flow.rechargeOrder')}</Typography.Title>
          <RechargeOrderDetails order={rechargeOrder} />
        </>
      )}
      {withdrawal && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>{t('wallet.flow.withdrawal')}</Typography.Title>
          <WithdrawalDetails withdrawal={withdrawal} />
        </>
      )}
    </>
  );
}
