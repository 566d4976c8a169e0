import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckpointFieldsFragment } from '@/entities/workflow/checkpoint-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { VerifyReceiptQuery } from '@/gql/graphql';

type Verification = VerifyReceiptQuery['verifyReceipt'];

/** The check's answer in words: valid or which kind of failure (by `result`, never by the message), the altered row, and the covering checkpoint. */
export function VerificationResult({ result }: { result: Verification }) {
  const { t, i18n } = useTranslation('workflow');
  const entity = (type: string) => t(`workflow.entity.${type}`, { defaultValue: type });
  const checkpoint = result.checkpoint ? readFragment(CheckpointFieldsFragment, result.checkpoint) : null;
  const at = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN');

  return (
    <Alert
      style={{ marginTop: 16 }}
      type={result.valid ? 'success' : 'error'}
      showIcon
      role="status"
      data-testid="receipt-verdict"
      data-result={result.result}
      title={t(`workflow.verify.result.${result.result}`)}
      description={
        <Space orientation="vertical" size={4}>
          <span>
            {result.checkpointBroken
              ? t('workflow.verify.result.checkpointBrokenBody', { id: checkpoint?.id ?? '' })
              : t(`workflow.verify.result.${result.result}Body`)}
          </span>
          {result.brokenAt && (
            <Typography.Text strong data-testid="receipt-broken-at">
              {t('workflow.verify.result.brokenAt', { entity: entity(result.brokenAt.entityType), entityId: result.brokenAt.entityId, seq: result.brokenAt.seq })}
            </Typography.Text>
          )}
          {result.message && <Typography.Text type="secondary">{t('workflow.verify.result.platformSays', { message: result.message })}</Typography.Text>}
          {(result.valid || result.checkpointBroken) &&
            (checkpoint ? (
              <span data-testid="receipt-checkpoint">
                {t('workflow.verify.result.covered', { id: checkpoint.id, at: at(checkpoint.at) })}
                {' · '}
                {t('workflow.verify.result.coveredHash')}{' '}
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {checkpoint.rootHash}
                </Typography.Text>
              </span>
            ) : (
              <span data-testid="receipt-checkpoint">{t('workflow.verify.result.notCovered')}</span>
            ))}
        </Space>
      }
    />
  );
}
