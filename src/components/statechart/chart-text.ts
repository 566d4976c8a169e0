/**
 * The translated words of the chart: edge labels, state names for screen readers, type names. Pure functions
 * of a translate function, so they are tested without rendering.
 */
import type { EdgeLabelWords } from '../../../machines/graph/edge-label';
import { edgeLabelLines } from '../../../machines/graph/edge-label';
import type { GraphEdge, GraphNode, Lang, LocalizedText } from '../../../machines/graph/machine-graph';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function edgeLabelWords(t: Translate): EdgeLabelWords {
  return {
    always: t('statecharts.edge.always'),
    done: t('statecharts.edge.done'),
    after: t('statecharts.edge.after'),
    error: t('statecharts.edge.error'),
  };
}

/** "event [guard] / actions" in lines, with eventless and done transitions named in the UI language. */
export function translatedEdgeLabel(t: Translate): (edge: GraphEdge) => string[] {
  const words = edgeLabelWords(t);
  return (edge) => edgeLabelLines(edge, words);
}

export function localized(text: LocalizedText, lang: Lang): string {
  return text[lang] || text[lang === 'zh' ? 'en' : 'zh'];
}

/** The UI language as the machines' `{ zh, en }` key (i18next may report `en`, `en-US`, `zh-CN`, ...). */
export function chartLanguage(language: string | undefined): Lang {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function stateTypeName(node: GraphNode, t: Translate): string {
  if (node.type === 'history') return t(`statecharts.type.history_${node.history ?? 'shallow'}`);
  return t(`statecharts.type.${node.type}`);
}

/** What a screen reader announces for a state button: name (as drawn: the key unless the chart names it), kind, initial, and the description. */
export function stateAccessibleName(node: GraphNode, lang: Lang, t: Translate, name = node.key): string {
  const parts = [name, stateTypeName(node, t)];
  if (node.initial) parts.push(t('statecharts.state.initial'));
  const description = localized(node.description, lang);
  if (description) parts.push(description);
  return parts.join(', ');
}
