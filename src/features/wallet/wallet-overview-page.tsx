import { useQuery } from '@apollo/client/react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FlowEntriesTable } from './flow-entries-table';
import { FLOW_RECORD_PATH } from './paths';
import { WalletActions } from './wallet-actions';
import { WalletBalanceQuery } from './wallet-balance.query';
import { WalletCard } from './wallet-card';
import './wallet.css';
import { PageHeading } from '@/components/page-heading';

const RECENT = 5;

/** The wallet overview (/personal/wallet/overview): both balances, the wallet actions and the newest flow lines. */
export function WalletOverviewPage() {
  const { t } = useTranslation('wallet');
  const { data, error, refetch } = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  const balance = data?.walletBalance;
  const retry = () => void refetch();
  return (
    <section className="wallet-page">
      <PageHeading visuallyHidden>{t('menu.wallet.overview')}</PageHeading>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <WalletCard kind="cny" balance={balance} failed={!!error} onRetry={retry} actions={<WalletActions show={['recharge', 'withdraw', 'cnyToCoin']} />} />
        </Col>
        <Col xs={24} md={12}>
          <WalletCard kind="coin" balance={balance} failed={!!error} onRetry={retry} actions={<WalletActions show={['cnyToCoin', 'coinToCny', 'records']} />} />
        </Col>
      </Row>
      <Card title={t('wallet.overview.recent')} extra={<Link to={FLOW_RECORD_PATH}>{t('wallet.actions.allRecords')}</Link>} style={{ marginTop: 16 }}>
        <FlowEntriesTable filter={{}} limit={RECENT} />
      </Card>
    </section>
  );
}
