import { Descriptions, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EdgeLabelWords } from '../../../machines/graph/edge-label';
import { edgeLabelText } from '../../../machines/graph/edge-label';
import type { GraphEdge, Lang, MachineGraph } from '../../../machines/graph/machine-graph';
import { stateTypeName } from '@/components/statechart/chart-text';

export interface StateDetailsProps {
  graph: MachineGraph;
  stateId: string | null;
  lang: Lang;
  words: EdgeLabelWords;
}

/** The selected state: its description in the UI language first, the other language below, then its wiring. */
export function StateDetails({ graph, stateId, lang, words }: StateDetailsProps) {
  const { t } = useTranslation('statecharts');
  const node = stateId ? graph.nodes.find((n) => n.id === stateId) : undefined;
  if (!node) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statecharts.details.none')} />;
  }
  const keyOf = (id: string) => graph.nodes.find((n) => n.id === id)?.key ?? id;
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  const transitionList = (edges: GraphEdge[], end: 'source' | 'target') =>
    edges.length === 0 ? (
      t('statecharts.details.noTransitions')
    ) : (
      <ul className="sc-details__transitions">
        {edges.map((e) => (
          <li key={e.id}>
            <code>{edgeLabelText(e, words)}</code> {end === 'target' ? '→' : '←'} {keyOf(e[end])}
            {e.internal && <Tag className="sc-details__tag">{t('statecharts.details.internal')}</Tag>}
          </li>
        ))}
      </ul>
    );
  const text = (value: string) => value || t('statecharts.details.noDescription');
  const languageName = (l: Lang) => t(l === 'zh' ? 'statecharts.details.inZh' : 'statecharts.details.inEn');

  return (
    <section className="sc-details" aria-live="polite" aria-labelledby="sc-details-title">
      <Typography.Title level={2} id="sc-details-title" className="sc-details__title">
        {node.key}
      </Typography.Title>
      <Typography.Paragraph className="sc-details__description" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        {text(node.description[lang])}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" lang={other === 'zh' ? 'zh-CN' : 'en'}>
        <span className="sc-details__lang">{languageName(other)}</span> {text(node.description[other])}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: t('statecharts.details.type'), children: stateTypeName(node, t) + (node.initial ? ` · ${t('statecharts.state.initial')}` : '') },
          { key: 'id', label: t('statecharts.details.id'), children: <code>{node.id}</code> },
          ...(node.tags.length > 0
            ? [{ key: 'tags', label: t('statecharts.details.tags'), children: node.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) }]
            : []),
          ...(node.entry.length > 0 ? [{ key: 'entry', label: t('statecharts.details.entry'), children: <code>{node.entry.join(', ')}</code> }] : []),
          ...(node.exit.length > 0 ? [{ key: 'exit', label: t('statecharts.details.exit'), children: <code>{node.exit.join(', ')}</code> }] : []),
          {
            key: 'out',
            label: t('statecharts.details.outgoing'),
            children: transitionList(graph.edges.filter((e) => e.source === node.id), 'target'),
          },
          {
            key: 'in',
            label: t('statecharts.details.incoming'),
            children: transitionList(graph.edges.filter((e) => e.target === node.id && e.source !== node.id), 'source'),
          },
        ]}
      />
    </section>
  );
}
