import { Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../machines/graph/machine-graph';
import type { LifecycleDefinition } from '../../../machines/shared/lifecycle';
import { useActorRoleLabel } from './actor-role';
import type { EntityFlow } from './use-entity-flow';
import { useEventLabel } from './use-event-label';

/** What may come next: every event the current state accepts (from the server), who may send it, and whether the viewer may now. */
export function NextSteps({ definition, flow, lang, headingLevel }: { definition: LifecycleDefinition; flow: EntityFlow; lang: Lang; headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation('workflow');
  const roleLabel = useActorRoleLabel();
  const headingId = useId();
  const label = useEventLabel(definition, lang);
  return (
    <section aria-labelledby={headingId} data-testid="entity-next-steps">
      <Typography.Title level={headingLevel} id={headingId} className="entity-chart__heading">
        {t('workflow.next.title')}
      </Typography.Title>
      {flow.nextEvents.length === 0 ? (
        <Typography.Text type="secondary">{t('workflow.next.none')}</Typography.Text>
      ) : (
        <ul className="entity-chart__next">
          {flow.nextEvents.map((next) => (
            <li key={next.event}>
              <Typography.Text strong>{label(next.event)}</Typography.Text>
              <span>{t('workflow.next.by')}</span>
              {next.by.map((role) => (
                <Tag key={role}>{roleLabel(role)}</Tag>
              ))}
              {flow.can(next.event) && <Tag color="green">{t('workflow.next.yours')}</Tag>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
