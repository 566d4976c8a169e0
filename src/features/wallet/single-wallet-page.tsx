import { useQuery } from '@apollo/client/react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WalletKind } from '@/gql/graphql';
import { FlowEntriesTable } from './flow-entries-table';
import { FLOW_RECORD_PATH } from './paths';
import { WalletActions, type WalletAction } from './wallet-actions';
import { WalletBalanceQuery } from './wallet-balance.query';
import { WalletCard } from './wallet-card';
import './wallet.css';

const ACTIONS: Record<WalletKind, readonly WalletAction[]> = {
  cny: ['recharge', 'withdraw', 'cnyToCoin'],
  coin: ['cnyToCoin', 'coinToCny'],
};

/** One wallet: its card with its actions, and its own flow lines. */
function SingleWalletPage({ kind }: { kind: WalletKind }) {
  const { t } = useTranslation('wallet');
  const { data, error, refetch } = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="wallet-page">
      <WalletCard kind={kind} headingLevel={1} balance={data?.walletBalance} failed={!!error} onRetry={() => void refetch()} actions={<WalletActions show={ACTIONS[kind]} />} />
      <Card title={t('wallet.overview.flow')} extra={<Link to={FLOW_RECORD_PATH}>{t('wallet.actions.allRecords')}</Link>} style={{ marginTop: 16 }}>
        <FlowEntriesTable filter={{ wallet: kind }} hideWallet />
      </Card>
    </section>
  );
}

/** The CNY wallet (/personal/wallet/fiatWallet). */
export function FiatWalletPage() {
  return <SingleWalletPage kind="cny" />;
}

/** The platform-coin wallet (/personal/wallet/daCoinWallet). */
export function CoinWalletPage() {
  return <SingleWalletPage kind="coin" />;
}
