import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletKind } from '@/gql/graphql';
import { formatFen } from '../../../machines/rules/money';
import '@/components/page-heading.css';

export type WalletBalances = { cnyFen: number; coinFen: number; heldFen: number };

type Props = {
  kind: WalletKind;
  balance: WalletBalances | undefined;
  /** The balance could not be read: say so and offer a retry instead of an endless skeleton. */
  failed?: boolean;
  onRetry?(): void;
  actions?: ReactNode;
  /** The card's title as a heading: 1 on the wallet's own page (it names the page), 2 on the overview. */
  headingLevel?: 1 | 2;
};

const money = (fen: number) => () => formatFen(fen);

/**
 * One wallet's balance, shared by the overview and the two wallet pages. The CNY wallet shows its total and how
 * much of it is available and held by open withdrawals; the platform-coin wallet its balance (1:1 with CNY).
 */
export function WalletCard({ kind, balance, failed, onRetry, actions, headingLevel = 2 }: Props) {
  const { t } = useTranslation('wallet');
  const title = t(`wallet.kinds.${kind}`);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  let body: ReactNode;
  if (!balance && failed) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wallet.card.loadFailed')}
        action={onRetry && <Button size="small" onClick={onRetry}>{t('wallet.actions.retry')}</Button>}
      />
    );
  } else if (!balance) {
    body = (
      <div data-testid={`wallet-card-loading-${kind}`}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (kind === 'cny') {
    body = (
      <>
        <Statistic title={t('wallet.card.total')} value={balance.cnyFen + balance.heldFen} formatter={money(balance.cnyFen + balance.heldFen)} prefix="¥" />
        <Row gutter={16} style={{ marginTop: 12 }}>
          <Col span={12}>
            <Statistic title={t('wallet.card.available')} value={balance.cnyFen} formatter={money(balance.cnyFen)} styles={{ content: { fontSize: 18 } }} />
          </Col>
          <Col span={12}>
            <Statistic title={t('wallet.card.held')} value={balance.heldFen} formatter={money(balance.heldFen)} styles={{ content: { fontSize: 18 } }} />
          </Col>
        </Row>
      </>
    );
  } else {
    body = (
      <>
        <Statistic title={t('wallet.card.coinBalance')} value={balance.coinFen} formatter={money(balance.coinFen)} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('wallet.card.coinRate')}
        </Typography.Paragraph>
      </>
    );
  }
  return (
    <Card title={<Heading className="portal-page-heading">{title}</Heading>} data-testid={`wallet-card-${kind}`} actions={balance && actions ? [<div key="actions" className="wallet-card__actions">{actions}</div>] : undefined}>
      {body}
    </Card>
  );
}
