import { useState } from 'react';
import { Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletKind, WalletRecordFilter } from '@/gql/graphql';
import { walletTransactionType } from '../../../machines/codes/wallet.codes';
import { FlowEntriesTable } from './flow-entries-table';
import { dayBounds, DayRangeFilter, type DayRange } from './record-filters';
import { useCodeLabel } from './wallet-format';
import { PageHeading } from '@/components/page-heading';

const ALL = 'all';

/**
 * The flow record (/personal/wallet/record/flowRecord): every posting on the member's two wallets, filtered by
 * the spec-3 transaction type, the wallet and a day range.
 */
export function FlowRecordPage() {
  const { t } = useTranslation('wallet');
  const label = useCodeLabel();
  const [type, setType] = useState<string>(ALL);
  const [wallet, setWallet] = useState<WalletKind | typeof ALL>(ALL);
  const [range, setRange] = useState<DayRange>(null);
  const filter: WalletRecordFilter = {
    ...(type !== ALL ? { status: type } : {}),
    ...(wallet !== ALL ? { wallet } : {}),
    ...dayBounds(range),
  };
  return (
    <Card title={<PageHeading>{t('menu.wallet.flowRecord')}</PageHeading>} className="wallet-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('wallet.filters.type')}
          style={{ minWidth: 160 }}
          value={type}
          onChange={setType}
          options={[{ value: ALL, label: t('wallet.filters.allTypes') }, ...walletTransactionType.entries.map((e) => ({ value: e.value, label: label(walletTransactionType.entries, e.value) }))]}
        />
        <Select
          aria-label={t('wallet.filters.wallet')}
          style={{ minWidth: 160 }}
          value={wallet}
          onChange={setWallet}
          options={[
            { value: ALL, label: t('wallet.filters.allWallets') },
            { value: 'cny', label: t('wallet.kinds.cny') },
            { value: 'coin', label: t('wallet.kinds.coin') },
          ]}
        />
        <DayRangeFilter value={range} onChange={setRange} />
      </Space>
      <FlowEntriesTable filter={filter} />
    </Card>
  );
}
