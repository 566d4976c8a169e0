import { useQuery } from '@apollo/client/react';
import { Alert, Button, Collapse, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFragment as readFragment } from '@/gql';
import { EntityChart, type ChartHeadingLevel } from './entity-chart';
import { EntityWorkflowQuery } from './entity-workflow.query';
import { lifecycleOf } from './lifecycles';
import type { WorkflowFields } from './use-entity-flow';
import { WorkflowFieldsFragment } from './workflow-fields.fragment';

export interface EntityFlowSectionProps {
  /** The entity type the services store it under (docs/workflow.md): withdrawal, recharge_order, bank_card, real_name. */
  entityType: string;
  entityId: string | number;
  /** Anything that changes when the entity changes on the page (its status, say): an open chart reads it again. */
  refreshKey?: unknown;
  defaultOpen?: boolean;
  /** The workflow the page already read with its entity (`workflow { ...WorkflowFields }`): then nothing more is asked. */
  workflow?: WorkflowFields | null;
  /**
   * The level of the chart's own headings ("What comes next", "Steps so far"): 2 (the default) fits anywhere after
   * the page's h1; a page whose section already has an h2 above the chart passes 3, so the outline neither skips nor
   * flattens a level.
   */
  headingLevel?: ChartHeadingLevel;
}

/**
 * The live chart of one entity as a section that opens on demand: the chart (and its layout engine) is read only
 * when someone opens it, so detail pages stay as light as before.
 */
export function EntityFlowSection({ entityType, entityId, refreshKey, defaultOpen = false, workflow: given, headingLevel = 2 }: EntityFlowSectionProps) {
  const { t } = useTranslation('workflow');
  const definition = lifecycleOf(entityType);
  const [open, setOpen] = useState(defaultOpen);
  const variables = { entityType, entityId: String(entityId) };
  const query = useQuery(EntityWorkflowQuery, { variables, skip: !open || !definition || !!given, fetchPolicy: 'cache-and-network' });
  const workflow = given ?? (query.data ? readFragment(WorkflowFieldsFragment, query.data.workflow) : null);

  const lastKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(lastKey.current, refreshKey)) return;
    lastKey.current = refreshKey;
    if (open && definition && !given) void query.refetch().catch(() => undefined);
  }, [refreshKey, open, definition, given, query]);

  let body: React.ReactNode;
  if (!definition) body = <Alert type="info" showIcon title={t('workflow.chart.unknownType')} />;
  else if (workflow) body = <EntityChart definition={definition} workflow={workflow} headingLevel={headingLevel} />;
  else if (query.error)
    // The error itself was shown by the Apollo error link (spec 8).
    body = <Alert type="warning" showIcon title={t('workflow.chart.loadError')} action={<Button onClick={() => void query.refetch().catch(() => undefined)}>{t('workflow.chart.retry')}</Button>} />;
  else
    body = (
      <div className="entity-chart__status" role="status">
        <Spin />
        <span>{t('workflow.chart.loading')}</span>
      </div>
    );

  return (
    <Collapse
      className="entity-flow"
      data-testid="entity-flow"
      activeKey={open ? ['chart'] : []}
      onChange={(keys) => setOpen((Array.isArray(keys) ? keys : [keys]).length > 0)}
      items={[{ key: 'chart', label: t('workflow.chart.title'), children: body }]}
    />
  );
}
