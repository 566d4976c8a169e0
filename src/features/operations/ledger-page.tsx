import { useLazyQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, DatePicker, Descriptions, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckpointPanel } from '@/entities/workflow/checkpoint-panel';
import type { ReconciliationQuery as ReconciliationResult } from '@/gql/graphql';
import { downloadFile } from '@/lib/download';
import { useTime } from './real-name-queue-page';
import { SectionHeading } from './queue-shell';
import { ReconciliationQuery } from './reconciliation.query';
import { money } from './wallet-ops-support';
import { PageHeading } from '@/components/page-heading';

type Report = ReconciliationResult['reconciliation'];
type AccountIssue = Report['negativeAccounts'][number] & { postingsFen?: number | null };

/** The accountants' files (GET /ops/v1/ledger/export/{name}.csv): one row per posting, per recharge, per withdrawal. */
export const EXPORTS = ['transfers', 'recharges', 'withdrawals'] as const;
export type ExportName = (typeof EXPORTS)[number];

/** The export's query: whole local days, from the first day's start to the last day's end, in ms since epoch. */
export function exportRange([from, to]: [Dayjs, Dayjs]): { from: string; to: string } {
  return { from: String(from.startOf('day').valueOf()), to: String(to.endOf('day').valueOf()) };
}

/**
 * "None" in an empty report table: antd greys a table's empty text to its disabled colour (1.8 to 1 on white, below
 * AA), while here "none" is the good news the reconciliation reports, so it is secondary text (AA) instead.
 */
function NoneFound() {
  const { t } = useTranslation('walletOps');
  return <Typography.Text type="secondary">{t('walletOps.ledger.none')}</Typography.Text>;
}

function AccountTable({ rows, withPostings }: { rows: AccountIssue[]; withPostings?: boolean }) {
  const { t } = useTranslation('walletOps');
  return (
    <Table
      size="small"
      rowKey="accountId"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: <NoneFound /> }}
      columns={[
        { title: t('walletOps.ledger.account'), dataIndex: 'accountId' },
        { title: t('walletOps.ledger.kind'), dataIndex: 'kind' },
        { title: t('walletOps.ledger.owner'), render: (_v, r) => (r.ownerUserId == null ? t('walletOps.ledger.platform') : `#${r.ownerUserId}`) },
        { title: t('walletOps.ledger.balance'), align: 'right', render: (_v, r) => money(r.balanceFen) },
        ...(withPostings ? [{ title: t('walletOps.ledger.postingsSum'), align: 'right' as const, render: (_v: unknown, r: AccountIssue) => money(r.postingsFen) }] : []),
      ]}
    />
  );
}

function ReconciliationReport({ report }: { report: Report }) {
  const { t } = useTranslation('walletOps');
  const time = useTime();
  const pendingMatches = report.pendingWithdrawalsLedgerFen === report.openWithdrawalsFen;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="reconciliation-report">
      {report.ok ? (
        <Alert type="success" showIcon title={t('walletOps.ledger.ok')} description={t('walletOps.ledger.okDetail')} />
      ) : (
        <Alert type="error" showIcon title={t('walletOps.ledger.notOk')} description={t('walletOps.ledger.notOkDetail')} />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'checkedAt', label: t('walletOps.ledger.checkedAt'), children: time(report.checkedAt) },
          { key: 'accounts', label: t('walletOps.ledger.accounts'), children: report.accounts },
          { key: 'transfers', label: t('walletOps.ledger.transfers'), children: report.transfers },
          {
            key: 'total',
            label: t('walletOps.ledger.total'),
            children: (
              <Space>
                {money(report.totalFen)}
                <Tag color={report.totalFen === 0 ? 'success' : 'error'}>{report.totalFen === 0 ? t('walletOps.ledger.matches') : t('walletOps.ledger.differs')}</Tag>
              </Space>
            ),
          },
          {
            key: 'currencies',
            label: t('walletOps.ledger.byCurrency'),
            children: (
              <Space wrap>
                {report.totalsByCurrency.map((c) => (
                  <Tag key={c.currency} color={c.totalFen === 0 ? 'success' : 'error'}>
                    {t(`walletOps.ledger.currency.${c.currency === 'COIN' ? 'coin' : 'cny'}`)} {money(c.totalFen)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'coins',
            label: t('walletOps.ledger.coinBacking'),
            children: (
              <Space wrap>
                <span>{t('walletOps.ledger.coinReserve', { amount: money(report.coinReserveFen) })}</span>
                <span>{t('walletOps.ledger.coinsInCirculation', { amount: money(report.coinsInCirculationFen) })}</span>
                <Tag color={report.coinReserveFen === report.coinsInCirculationFen ? 'success' : 'error'}>
                  {report.coinReserveFen === report.coinsInCirculationFen ? t('walletOps.ledger.matches') : t('walletOps.ledger.differs')}
                </Tag>
              </Space>
            ),
          },
          {
            key: 'pending',
            label: t('walletOps.ledger.pending'),
            children: (
              <Space wrap>
                <span>{t('walletOps.ledger.pendingLedger', { amount: money(report.pendingWithdrawalsLedgerFen) })}</span>
                <span>{t('walletOps.ledger.pendingOpen', { amount: money(report.openWithdrawalsFen) })}</span>
                <Tag color={pendingMatches ? 'success' : 'error'}>{pendingMatches ? t('walletOps.ledger.matches') : t('walletOps.ledger.differs')}</Tag>
              </Space>
            ),
          },
        ]}
      />
      <section data-testid="mismatched-accounts">
        <SectionHeading level={2}>{t('walletOps.ledger.mismatched', { count: report.mismatchedAccounts.length })}</SectionHeading>
        <AccountTable rows={report.mismatchedAccounts} withPostings />
      </section>
      <section data-testid="unbalanced-transfers">
        <SectionHeading level={2}>{t('walletOps.ledger.unbalanced', { count: report.unbalancedTransfers.length })}</SectionHeading>
        <Table
          size="small"
          rowKey="transferId"
          pagination={false}
          dataSource={report.unbalancedTransfers}
          locale={{ emptyText: <NoneFound /> }}
          columns={[
            { title: t('walletOps.ledger.transfer'), dataIndex: 'transferId' },
            { title: t('walletOps.ledger.sum'), align: 'right', render: (_v, r) => money(r.sumFen) },
            { title: t('walletOps.ledger.postings'), dataIndex: 'postings' },
          ]}
        />
      </section>
      <section data-testid="negative-accounts">
        <SectionHeading level={2}>{t('walletOps.ledger.negative', { count: report.negativeAccounts.length })}</SectionHeading>
        <AccountTable rows={report.negativeAccounts} />
      </section>
    </Space>
  );
}

/**
 * Operations: the ledger (/operations/ledger). The reconciliation proves the books add up (every account's
 * balance equals its postings, every transfer sums to zero, no member below zero, the pending-withdrawals
 * account holds exactly the open withdrawals); the exports give the accountants CSV files for a date range.
 */
export function LedgerPage() {
  const { t } = useTranslation('walletOps');
  const { message } = App.useApp();
  const [run, { data, loading }] = useLazyQuery(ReconciliationQuery, { fetchPolicy: 'network-only' });
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const [downloading, setDownloading] = useState<ExportName | null>(null);

  const download = async (name: ExportName) => {
    setDownloading(name);
    try {
      const query = exportRange(range);
      await downloadFile(`/ops/v1/ledger/export/${name}.csv`, query, `${name}-${range[0].format('YYYYMMDD')}-${range[1].format('YYYYMMDD')}.csv`, t);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={<PageHeading>{t('walletOps.ledger.title')}</PageHeading>}
        extra={
          <Button type="primary" loading={loading} onClick={() => void run().catch(() => undefined)}>
            {t('walletOps.ledger.run')}
          </Button>
        }
      >
        {data?.reconciliation ? <ReconciliationReport report={data.reconciliation} /> : <Typography.Text type="secondary">{t('walletOps.ledger.intro')}</Typography.Text>}
      </Card>
      <Card title={t('walletOps.exports.title')}>
        <Space orientation="vertical" size="middle">
          <Typography.Text type="secondary">{t('walletOps.exports.intro')}</Typography.Text>
          <DatePicker.RangePicker
            aria-label={t('walletOps.exports.range')}
            allowClear={false}
            value={range}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Space wrap>
            {EXPORTS.map((name) => (
              <Button key={name} loading={downloading === name} disabled={downloading !== null && downloading !== name} onClick={() => void download(name)}>
                {t(`walletOps.exports.${name}`)}
              </Button>
            ))}
          </Space>
        </Space>
      </Card>
      {/* The history's hash chains live beside the money's books: both are what auditors ask operations for. */}
      <CheckpointPanel />
    </Space>
  );
}
