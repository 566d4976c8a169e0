import { Alert, Button, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLanguage, edgeLabelWords, localized } from '@/components/statechart/chart-text';
import { StatechartDiagram } from '@/components/statechart/statechart-diagram';
import { useChartLayout } from '@/components/statechart/use-chart-layout';
import { edgeLabelLines } from '../../../machines/graph/edge-label';
import { machineGraph, type GraphEdge } from '../../../machines/graph/machine-graph';
import { eventLabel, type LifecycleDefinition } from '../../../machines/shared/lifecycle';
import { chartMarks, deepestCurrent } from './chart-marks';
import { EntityChartLegend } from './entity-chart-legend';
import { HistoryTimeline } from './history-timeline';
import { NextSteps } from './next-steps';
import { useEntityFlow, type WorkflowFields } from './use-entity-flow';
import './entity-chart.css';

export interface EntityChartProps {
  definition: LifecycleDefinition;
  workflow: WorkflowFields;
}

/**
 * "Where is this and what comes next": the entity's machine drawn with the current state highlighted and the path
 * taken so far marked, the next possible events with who may send them, and the steps so far with their receipts.
 * The lists are the chart's text alternative: everything the drawing shows is said there too.
 */
export function EntityChart({ definition, workflow }: EntityChartProps) {
  const { t, i18n } = useTranslation('workflow');
  const lang = chartLanguage(i18n.resolvedLanguage ?? i18n.language);
  const flow = useEntityFlow(definition, workflow)!;
  const graph = useMemo(() => machineGraph(definition.machine), [definition]);
  const marks = useMemo(
    () => chartMarks(graph, flow.value, flow.history, flow.nextEvents.map((next) => next.event)),
    [graph, flow],
  );
  // Members read the events' names, not the machine's wiring (guards and actions stay on /statecharts).
  const edgeLabel = useCallback(
    (edge: GraphEdge) => (edge.kind === 'event' ? [eventLabel(definition, edge.event, lang)] : edgeLabelLines(edge, edgeLabelWords(t))),
    [definition, lang, t],
  );
  const [attempt, setAttempt] = useState(0);
  const layoutState = useChartLayout(graph, `${graph.id}:${lang}`, edgeLabel, attempt);
  const title = localized(graph.title, lang);
  const current = deepestCurrent(graph, marks);
  const currentName = current ? current.key : flow.state;
  const currentText = current ? localized(current.description, lang) : '';

  return (
    <section className="entity-chart" aria-label={t('workflow.chart.title')} data-testid="entity-chart" data-state={flow.state}>
      <Typography.Paragraph className="entity-chart__now">
        <Typography.Text strong>{t('workflow.chart.now')}</Typography.Text>{' '}
        <Typography.Text code data-testid="entity-chart-state">
          {currentName}
        </Typography.Text>{' '}
        {currentText}
        {flow.deadlineAt !== null && (
          <Typography.Text type="secondary"> {t('workflow.chart.deadline', { time: new Date(flow.deadlineAt).toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN') })}</Typography.Text>
        )}
      </Typography.Paragraph>

      {layoutState.status === 'loading' && (
        <div className="entity-chart__status" role="status">
          <Spin />
          <span>{t('workflow.chart.layingOut')}</span>
        </div>
      )}
      {layoutState.status === 'error' && (
        <Alert
          type="warning"
          showIcon
          title={t('workflow.chart.layoutError')}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('workflow.chart.retry')}</Button>}
        />
      )}
      {layoutState.status === 'ready' && (
        <StatechartDiagram
          layout={layoutState.layout}
          title={title}
          lang={lang}
          marks={marks}
          compact
          description={t('workflow.chart.diagramDescription', { state: currentName, steps: flow.history.length })}
        />
      )}
      <EntityChartLegend />

      <div className="entity-chart__lists">
        <NextSteps definition={definition} flow={flow} lang={lang} />
        <HistoryTimeline definition={definition} flow={flow} lang={lang} />
      </div>
    </section>
  );
}
