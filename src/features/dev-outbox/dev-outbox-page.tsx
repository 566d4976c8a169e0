import { useQuery } from '@apollo/client/react';
import { Alert, Button, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OutboxQuery } from './outbox.query';

/**
 * Development aid (never in production builds): every SMS and e-mail the services stored, newest first, so
 * a tester can read the verification codes without a phone or a mailbox.
 */
export function DevOutboxPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(OutboxQuery, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const rows = [...(data?.outbox ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <section className="portal-page" aria-labelledby="outbox-title">
      <div className="portal-page__head">
        <h1 id="outbox-title">{t('pages.outbox.title')}</h1>
        <Button icon={<ReloadOutlined aria-hidden="true" />} loading={loading} onClick={() => void refetch()}>
          {t('pages.outbox.refresh')}
        </Button>
      </div>
      <p>{t('pages.outbox.intro')}</p>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Table
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('pages.outbox.empty') }}
        columns={[
          { title: t('pages.outbox.createdAt'), dataIndex: 'createdAt', width: 180, render: (v: string) => format.format(new Date(v)) },
          {
            title: t('pages.outbox.channel'),
            dataIndex: 'channel',
            width: 100,
            render: (v: string) => <Tag color={v === 'sms' ? 'blue' : v === 'bank' ? 'gold' : 'green'}>{t(`pages.outbox.channels.${v}`)}</Tag>,
          },
          { title: t('pages.outbox.recipient'), dataIndex: 'recipient', width: 220 },
          { title: t('pages.outbox.subject'), dataIndex: 'subject', width: 200, render: (v: string | null) => v ?? '—' },
          {
            title: t('pages.outbox.body'),
            dataIndex: 'body',
            render: (v: string) => <pre className="portal-outbox__body">{v}</pre>,
          },
        ]}
      />
    </section>
  );
}
