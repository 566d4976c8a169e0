import { Alert, Button, Empty, Menu, Spin, Typography } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chartLanguage, edgeLabelWords, localized, translatedEdgeLabel } from '@/components/statechart/chart-text';
import { CoveragePanel } from './coverage-panel';
import { edgeCoverage, fetchCoverage, type CoverageState } from './coverage-report';
import { EntityLookup } from './entity-lookup';
import { loadCatalog, type CatalogEntry, type ModuleLoaders } from './machine-catalog';
import { StateDetails } from './state-details';
import { StatechartDiagram } from '@/components/statechart/statechart-diagram';
import { StatechartLegend } from '@/components/statechart/statechart-legend';
import { useChartLayout } from '@/components/statechart/use-chart-layout';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import './statecharts.css';

type CatalogState = { status: 'loading' } | { status: 'ready'; entries: CatalogEntry[] } | { status: 'error'; error: string };

export interface StatechartsPageProps {
  /** Where the machines come from; the default is every `machines/**\/*.machine.ts` (tests pass their own). */
  modules?: ModuleLoaders;
  /** Where the coverage report comes from (default: the gateway's /machine-coverage.json). */
  loadCoverage?: () => Promise<CoverageState>;
}

/**
 * `/statecharts`: every machine of the project drawn as a state chart, laid out in the browser with ELK
 * (no online service). The route's access rule decides who sees it (src/app/access.ts).
 */
export function StatechartsPage({ modules, loadCoverage = fetchCoverage }: StatechartsPageProps = {}) {
  const { t, i18n } = useTranslation('statecharts');
  const lang = chartLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [catalog, setCatalog] = useState<CatalogState>({ status: 'loading' });
  const [catalogAttempt, setCatalogAttempt] = useState(0);
  const [layoutAttempt, setLayoutAttempt] = useState(0);
  const [params, setParams] = useSearchParams();
  const [selectedState, setSelectedState] = useState<string | null>(null);
  const chartTitleId = useId();
  const chartRef = useRef<HTMLElement>(null);
  // Set when a person picks a machine: its chart is then brought into view (on a phone, or far down a long list,
  // it would otherwise be drawn out of sight). Opening the page does not scroll.
  const picked = useRef(false);

  useEffect(() => {
    let cancelled = false;
    setCatalog({ status: 'loading' });
    loadCatalog(modules).then(
      (entries) => !cancelled && setCatalog({ status: 'ready', entries }),
      (error: unknown) => !cancelled && setCatalog({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [modules, catalogAttempt]);

  // The tests' coverage of the machines, when `npm test` has written a report (README "Coverage of the machines").
  const [coverage, setCoverage] = useState<CoverageState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    loadCoverage().then(
      (state) => !cancelled && setCoverage(state),
      () => !cancelled && setCoverage({ status: 'none' }),
    );
    return () => {
      cancelled = true;
    };
  }, [loadCoverage]);

  const entries = catalog.status === 'ready' ? catalog.entries : [];
  const requested = params.get('machine');
  const entry = entries.find((e) => e.key === requested) ?? entries.find((e) => e.graph) ?? entries[0] ?? null;
  const graph = entry?.graph ?? null;
  const coverageEntry = coverage.status === 'ready' && graph ? (coverage.report.machines.find((m) => m.machine === graph.id) ?? null) : null;
  const edgeClass = useMemo(() => {
    if (!coverageEntry || !graph) return undefined;
    const byEdge = edgeCoverage(coverageEntry, graph.edges.map((e) => e.id));
    return (id: string) => {
      const kind = byEdge.get(id);
      return kind ? `sc-edge--cov-${kind}` : undefined;
    };
  }, [coverageEntry, graph]);

  // A different machine starts with nothing selected.
  useEffect(() => setSelectedState(null), [entry?.key]);

  const edgeLabel = useMemo(() => translatedEdgeLabel(t), [t, lang]); // eslint-disable-line react-hooks/exhaustive-deps
  const words = useMemo(() => edgeLabelWords(t), [t, lang]); // eslint-disable-line react-hooks/exhaustive-deps
  const layoutState = useChartLayout(graph, `${entry?.key ?? ''}:${lang}`, edgeLabel, layoutAttempt);

  const selectMachine = useCallback(
    (key: string) => {
      picked.current = true;
      const next = new URLSearchParams(params);
      next.set('machine', key);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  useEffect(() => {
    const section = chartRef.current;
    if (!picked.current || !section) return;
    picked.current = false;
    // Only when the chart does not already start in the upper part of the window (it is still being laid out, so
    // its final height is not known yet: a chart starting lower would show only in part).
    const { top } = section.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 3) {
      section.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [entry?.key]);

  const title = (e: CatalogEntry) => (e.graph ? localized(e.graph.title, lang) : e.exportName || e.file);

  return (
    <div className="sc-page">
      <header className="sc-page__header">
        <Typography.Title level={1} className="sc-page__title">
          {t('statecharts.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('statecharts.intro')}</Typography.Paragraph>
      </header>
      <EntityLookup />

      {catalog.status === 'loading' && (
        <div className="sc-page__status" role="status">
          <Spin />
          <span>{t('statecharts.loading')}</span>
        </div>
      )}

      {catalog.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t('statecharts.loadError')}
          description={catalog.error}
          action={<Button onClick={() => setCatalogAttempt((n) => n + 1)}>{t('statecharts.retry')}</Button>}
        />
      )}

      {catalog.status === 'ready' && entries.length === 0 && <Empty description={t('statecharts.empty')} />}

      {catalog.status === 'ready' && entry && (
        <div className="sc-page__body">
          <nav className="sc-page__list" aria-label={t('statecharts.machines')}>
            <Typography.Text type="secondary" className="sc-page__count">
              {t('statecharts.machineCount', { count: entries.length })}
            </Typography.Text>
            <Menu
              mode="inline"
              selectedKeys={[entry.key]}
              onClick={({ key }) => selectMachine(String(key))}
              items={entries.map((e) => ({
                key: e.key,
                label: (
                  <span className="sc-page__item" title={`${e.file}${e.exportName ? ` · ${e.exportName}` : ''}`}>
                    <span className="sc-page__item-title">{title(e)}</span>
                    <span className="sc-page__item-sub">{e.exportName || e.file}</span>
                  </span>
                ),
                danger: e.error !== null,
              }))}
            />
          </nav>

          {/* A section, not a second `main`: the layout's `main` holds the whole page. */}
          <section
            ref={chartRef}
            className="sc-page__chart"
            aria-labelledby={chartTitleId}
            aria-busy={graph !== null && layoutState.status === 'loading'}
          >
            <Typography.Title level={2} className="sc-page__chart-title" id={chartTitleId}>
              {title(entry)}
            </Typography.Title>
            {entry.error !== null && (
              <Alert type="error" showIcon title={t('statecharts.graphError')} description={entry.error} />
            )}
            {graph && layoutState.status === 'loading' && (
              <div className="sc-page__status" role="status">
                <Spin />
                <span>{t('statecharts.layingOut')}</span>
              </div>
            )}
            {graph && layoutState.status === 'error' && (
              <Alert
                type="error"
                showIcon
                title={t('statecharts.layoutError')}
                description={layoutState.error}
                action={<Button onClick={() => setLayoutAttempt((n) => n + 1)}>{t('statecharts.retry')}</Button>}
              />
            )}
            {graph && layoutState.status === 'ready' && (
              <StatechartDiagram
                layout={layoutState.layout}
                title={title(entry)}
                lang={lang}
                selectedId={selectedState}
                onSelect={setSelectedState}
                edgeClass={edgeClass}
              />
            )}
          </section>

          <aside className="sc-page__side" aria-label={t('statecharts.details.title')}>
            {graph && <StateDetails graph={graph} stateId={selectedState} lang={lang} words={words} />}
            <CoveragePanel coverage={coverage} machine={graph?.id ?? null} />
            <StatechartLegend />
          </aside>
        </div>
      )}
    </div>
  );
}

export default StatechartsPage;
