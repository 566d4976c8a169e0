import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFragment as readFragment } from '@/gql';
import { CheckpointFieldsFragment } from './checkpoint-fields.fragment';
import { CheckpointSummary } from './checkpoint-summary';
import { CreateCheckpointMutation } from './create-checkpoint.mutation';
import { LatestCheckpointQuery } from './latest-checkpoint.query';

/** Where the public verification page lives (its route row is in src/app/routes.ts). */
export const VERIFY_RECEIPT_PATH = '/verify-receipt';

/**
 * Operations: the latest checkpoint of the history's hash chains and a button to seal one now (the services also
 * seal one every hour). Its root hash is what they publish outside the platform.
 */
export function CheckpointPanel() {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const latest = useQuery(LatestCheckpointQuery, { fetchPolicy: 'cache-and-network' });
  const [seal, sealing] = useMutation(CreateCheckpointMutation, { refetchQueries: [LatestCheckpointQuery] });
  const checkpoint = latest.data?.latestCheckpoint ? readFragment(CheckpointFieldsFragment, latest.data.latestCheckpoint) : null;

  const sealNow = async () => {
    try {
      const result = await seal();
      const sealed = result.data ? readFragment(CheckpointFieldsFragment, result.data.createCheckpoint) : null;
      if (sealed) void message.success(t('workflow.checkpoint.sealed', { id: sealed.id }));
      else void message.info(t('workflow.checkpoint.nothing'));
    } catch {
      // shown by the Apollo error link (spec 8)
    }
  };

  return (
    <Card
      title={t('workflow.checkpoint.title')}
      data-testid="checkpoint-panel"
      extra={
        <Space wrap>
          {/* A new tab: the page is public, and staff keep their place here. */}
          <a href={VERIFY_RECEIPT_PATH} target="_blank" rel="noopener noreferrer">
            {t('workflow.checkpoint.verifyLink')}
          </a>
          <Button type="primary" loading={sealing.loading} onClick={() => void sealNow()}>
            {t('workflow.checkpoint.seal')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('workflow.checkpoint.publishHint')}
        </Typography.Paragraph>
        {checkpoint ? (
          <CheckpointSummary checkpoint={checkpoint} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={latest.loading ? '…' : t('workflow.checkpoint.none')} />
        )}
      </Space>
    </Card>
  );
}
