import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckpointFieldsFragment } from '@/gql/graphql';

/** A checkpoint's facts, its root hash whole and copyable: the value to compare with a published copy. */
export function CheckpointSummary({ checkpoint }: { checkpoint: CheckpointFieldsFragment }) {
  const { t, i18n } = useTranslation('workflow');
  const at = new Date(checkpoint.at).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN');
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="checkpoint-summary"
      items={[
        { key: 'id', label: t('workflow.checkpoint.id'), children: `#${checkpoint.id}` },
        {
          key: 'root',
          label: t('workflow.checkpoint.rootHash'),
          children: (
            <Typography.Text code copyable data-testid="checkpoint-root-hash" style={{ wordBreak: 'break-all' }}>
              {checkpoint.rootHash}
            </Typography.Text>
          ),
        },
        { key: 'at', label: t('workflow.checkpoint.at'), children: at },
        { key: 'last', label: t('workflow.checkpoint.lastTransitionId'), children: `#${checkpoint.lastTransitionId}` },
        ...(checkpoint.transitions != null ? [{ key: 'count', label: t('workflow.checkpoint.transitions'), children: checkpoint.transitions }] : []),
        ...(checkpoint.prevRootHash
          ? [{ key: 'prev', label: t('workflow.checkpoint.prevRootHash'), children: <Typography.Text code style={{ wordBreak: 'break-all' }}>{checkpoint.prevRootHash}</Typography.Text> }]
          : []),
      ]}
    />
  );
}
