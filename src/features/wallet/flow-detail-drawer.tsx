import { useQuery } from '@apollo/client/react';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletKind } from '@/gql/graphql';
import { walletTransactionType } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from '@/components/code-tag';
import { RechargeOrderFieldsFragment } from '@/entities/recharge-order/recharge-order-fields.fragment';
import { WithdrawalFieldsFragment } from '@/entities/withdrawal/withdrawal-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { FlowEntryQuery } from './flow-entry.query';
import { RechargeOrderDetails } from './recharge-order-details';
import { formatSignedFen, formatTime } from './wallet-format';
import { WithdrawalDetails } from './withdrawal-details';

/**
 * A flow line is named by its transfer and its wallet: an exchange is one transfer with a line on each wallet, and
 * each line opens its own posting.
 */
export type FlowLineRef = { transferId: number; wallet: WalletKind };

/** One flow line and the order it belongs to (GET /wallet/v1/flow/{transferId}?wallet=). */
export function FlowDetailDrawer({ line, onClose }: { line: FlowLineRef | null; onClose(): void }) {
  const { t } = useTranslation('wallet');
  return (
    <Drawer open={line !== null} onClose={onClose} title={t('wallet.flow.detailTitle')} size={520} destroyOnHidden>
      {line !== null && <FlowDetail line={line} />}
    </Drawer>
  );
}

function FlowDetail({ line }: { line: FlowLineRef }) {
  const { t } = useTranslation('wallet');
  const { data } = useQuery(FlowEntryQuery, { variables: { transferId: line.transferId, wallet: line.wallet } });
  if (!data) return <Skeleton active />;
  const { entry } = data.flowEntry;
  const rechargeOrder = readFragment(RechargeOrderFieldsFragment, data.flowEntry.rechargeOrder);
  const withdrawal = readFragment(WithdrawalFieldsFragment, data.flowEntry.withdrawal);
  return (
    <>
      <Descriptions column={1} bordered size="small" data-testid="flow-entry-details">
        <Descriptions.Item label={t('wallet.columns.time')}>{formatTime(entry.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.columns.type')}>
          <CodeTag entries={walletTransactionType.entries} code={entry.type} />
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
