import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../machines/graph/machine-graph';
import type { LifecycleDefinition } from '../../../machines/shared/lifecycle';
import { useActorRoleLabel } from './actor-role';
import type { EntityFlow } from './use-entity-flow';
import { useEventLabel, useStateLabel } from './use-event-label';
import { useReceiptDownload } from './use-receipt-download';

const SHORT_HASH = 12;

/**
 * The steps so far, oldest first: the event, who sent it, why, when, and its link in the hash chain. The entity's
 * owner can save the receipt of each step, to check later on /verify-receipt (or have anyone check it).
 */
export function HistoryTimeline({ definition, flow, lang, headingLevel }: { definition: LifecycleDefinition; flow: EntityFlow; lang: Lang; headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation('workflow');
  const roleLabel = useActorRoleLabel();
  const headingId = useId();
  const label = useEventLabel(definition, lang);
  const stateName = useStateLabel(definition, lang);
  const { entityType, entityId } = flow.workflow;
  const receipts = useReceiptDownload(entityType, entityId);
  // Receipts are the owner's evidence; operations read the log here and keep their own records.
  const ownEntity = flow.viewerRole === 'member';

  return (
    <section aria-labelledby={headingId} data-testid="entity-history">
      <Typography.Title level={headingLevel} id={headingId} className="entity-chart__heading">
        {t('workflow.history.title')}
      </Typography.Title>
      {flow.history.length === 0 ? (
        <Typography.Text type="secondary">{t('workflow.history.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={flow.history.map((step) => ({
            key: step.seq,
            content: (
              <div className="entity-chart__step" data-testid={`entity-history-${step.seq}`}>
                <Typography.Text strong>{label(step.event)}</Typography.Text>
                <Tag>{roleLabel(step.actorRole)}</Tag>
                <Typography.Text type="secondary">{dayjs(step.at).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
                <Typography.Text type="secondary" data-testid={`entity-history-${step.seq}-states`}>
                  {step.from ? t('workflow.history.fromTo', { from: stateName(step.from), to: stateName(step.to) }) : t('workflow.history.to', { to: stateName(step.to) })}
                </Typography.Text>
                {step.reason && <Typography.Text>{t('workflow.history.reason', { reason: step.reason })}</Typography.Text>}
                <Typography.Text className="entity-chart__hash" title={step.hash}>
                  #{step.seq} {step.hash.slice(0, SHORT_HASH)}…
                </Typography.Text>
                {ownEntity && (
                  <Button
                    size="small"
                    icon={<DownloadOutlined aria-hidden="true" />}
                    loading={receipts.pending === step.seq}
                    onClick={() => void receipts.download(step.seq)}
                    aria-label={t('workflow.receipt.downloadOf', { seq: step.seq })}
                  >
                    {t('workflow.receipt.download')}
                  </Button>
                )}
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
