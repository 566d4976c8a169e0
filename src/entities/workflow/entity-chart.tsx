import { Alert, Button, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLanguage, edgeLabelWords, localized } from '@/components/statechart/chart-text';
import { StatechartDiagram } from '@/components/statechart/statechart-diagram';
import { useChartLayout } from '@/components/statechart/use-chart-layout';
import { edgeLabelLines } from '../../../machines/graph/edge-label';
import { machineGraph, type GraphEdge, type GraphNode } from '../../../machines/graph/machine-graph';
import { eventLabel, type LifecycleDefinition, stateLabelOf } from '../../../machines/shared/lifecycle';
import { chartMarks, deepestCurrent } from './chart-marks';
import { EntityChartLegend } from './entity-chart-legend';
import { HistoryTimeline } from './history-timeline';
import { NextSteps } from './next-steps';
import { useEntityFlow, type WorkflowFields } from './use-entity-flow';
import './entity-chart.css';

/** Heading levels the chart's lists may take (EntityFlowSection `headingLevel`). */
export type ChartHeadingLevel = 2 | 3 | 4;

export interface EntityChartProps {
  definition: LifecycleDefinition;
  workflow: WorkflowFields;
  headingLevel?: ChartHeadingLevel;
}

/**
 * "Where is this and what comes next": the entity's machine drawn with the current state highlighted and the path
 * taken so far marked, the next possible events with who may send them, and the steps so far with their receipts.
 * The lists are the chart's text alternative: everything the drawing shows is said there too.
 */
export function EntityChart({ definition, workflow, headingLevel = 2 }: EntityChartProps) {
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
  // The states by their names in the page language too (meta.label), as the history names them.
  const pathOf = useMemo(() => statePaths(graph), [graph]);
  const stateName = useCallback((node: GraphNode) => stateLabelOf(definition.machine, pathOf(node), lang), [definition, pathOf, lang]);
  const [attempt, setAttempt] = useState(0);
  const layoutState = useChartLayout(graph, `${graph.id}:${lang}`, edgeLabel, attempt, stateName);
  const title = localized(graph.title, lang);
  const current = deepestCurrent(graph, marks);
  const currentName = current ? stateName(current) : stateLabelOf(definition.machine, flow.state, lang);
  // The description starts with the state's name ("Paying: the platform…"), already said just before it.
  const currentText = current ? withoutLeadingName(localized(current.description, lang), currentName) : '';

  return (
    <section className="entity-chart" aria-label={t('workflow.chart.title')} data-testid="entity-chart" data-state={flow.state}>
      <Typography.Paragraph className="entity-chart__now">
        <Typography.Text strong>{t('workflow.chart.now')}</Typography.Text>{' '}
        <Typography.Text strong data-testid="entity-chart-state">
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
        <NextSteps definition={definition} flow={flow} lang={lang} headingLevel={headingLevel} />
        <HistoryTimeline definition={definition} flow={flow} lang={lang} headingLevel={headingLevel} />
      </div>
    </section>
  );
}

/** Each node's state as the log writes it: its keys below the root, dotted ("feeDue.choosingMode"). */
function statePaths(graph: { nodes: readonly GraphNode[] }): (node: GraphNode) => string {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return (node) => {
    const keys: string[] = [];
    for (let n: GraphNode | undefined = node; n && n.parentId !== null; n = byId.get(n.parentId)) keys.unshift(n.key);
    return keys.join('.');
  };
}

/** "Paying: the platform is transferring…" after the name "Paying" → "the platform is transferring…". */
function withoutLeadingName(description: string, name: string): string {
  for (const colon of ['：', ': ']) {
    if (description.startsWith(name + colon)) {
      const rest = description.slice(name.length + colon.length);
      return colon === ': ' ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
    }
  }
  return description;
}
