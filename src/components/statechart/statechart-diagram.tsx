import { CompressOutlined, ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphLayout, LaidOutEdge, LaidOutNode, Point } from '../../../machines/graph/layout';
import { layoutMetrics } from '../../../machines/graph/layout';
import type { Lang } from '../../../machines/graph/machine-graph';
import { stateAccessibleName } from './chart-text';
import { fitView, openingView, panBy, revealShift, wheelZoomFactor, zoomAt, ZOOM_STEP, type Size, type View } from './viewport';
import { observeSize } from '@/lib/observe-size';
import './statechart.css';

/** What one entity's chart marks on its machine (src/entities/workflow): node ids and edge ids of the graph. */
export interface DiagramMarks {
  /** The active state nodes (the current state and its ancestors). */
  current: ReadonlySet<string>;
  /** States the entity has been in. */
  visited: ReadonlySet<string>;
  /** Transitions it has taken. */
  taken: ReadonlySet<string>;
  /** Transitions its current state may take next. */
  next: ReadonlySet<string>;
}

export interface StatechartDiagramProps {
  layout: GraphLayout;
  /** The machine's title in the UI language (the SVG's accessible name). */
  title: string;
  lang: Lang;
  /**
   * With `onSelect` the states are buttons (the /statecharts page reads a state's details); without it the chart
   * is one image whose text alternative the caller shows beside it (an entity's chart lists its steps).
   */
  selectedId?: string | null;
  onSelect?: (stateId: string) => void;
  marks?: DiagramMarks;
  /** Replaces the default description of the SVG (states and transitions count, keyboard hint). */
  description?: string;
  /** A lower frame, for a chart inside a page section or a drawer. */
  compact?: boolean;
  /** An extra class for an edge and its label, by edge id (the /statecharts page colours the test coverage). */
  edgeClass?: (edgeId: string) => string | undefined;
}

const DEFAULT_SIZE: Size = { width: 800, height: 560 };

/** Edge labels are drawn at `layoutMetrics.labelFontSize` (11 px): a chart opens no smaller than 10 px labels. */
export const READABLE_SCALE = 10 / layoutMetrics.labelFontSize;

/** Where a chart opens when it does not fit: its deepest current state (one entity's chart), else the initial dot of the machine. */
function openingFocus(layout: GraphLayout, current: ReadonlySet<string> | undefined): { x: number; y: number } | undefined {
  const here = current && layout.nodes.filter((n) => current.has(n.node.id) && !n.container).at(-1);
  if (here) return { x: here.x + here.width / 2, y: here.y + here.height / 2 };
  const root = layout.nodes.find((n) => n.node.parentId === null)?.node.id;
  const marker = layout.initialMarkers.find((m) => m.parentId === root) ?? layout.initialMarkers[0];
  return marker ? { x: marker.cx, y: marker.cy } : undefined;
}

export function polylinePath(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

function useElementSize(ref: React.RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(DEFAULT_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeSize(element, () => {
      const { width, height } = element.getBoundingClientRect();
      // jsdom and hidden elements report 0: keep the default rather than collapsing the chart.
      if (width > 0 && height > 0) setSize({ width, height });
    });
  }, [ref]);
  return size;
}

/** The chart as SVG: nested state boxes, transitions with arrow heads and labels, zoom and pan. */
export function StatechartDiagram({ layout, title, lang, selectedId = null, onSelect, marks, description, compact = false, edgeClass }: StatechartDiagramProps) {
  const { t } = useTranslation('statecharts');
  const ids = useId();
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  const hintId = `${ids}-hint`;
  const arrowId = `${ids}-arrow`;
  const arrowActiveId = `${ids}-arrow-active`;
  const arrowTakenId = `${ids}-arrow-taken`;
  const arrowNextId = `${ids}-arrow-next`;
  const interactive = onSelect !== undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(frameRef);
  // By value: the marks are rebuilt whenever the page re-renders, and the view must not jump back each time.
  const currentKey = marks ? [...marks.current].sort().join('\n') : '';
  const focus = useMemo(() => openingFocus(layout, currentKey ? new Set(currentKey.split('\n')) : undefined), [layout, currentKey]);
  const [view, setView] = useState<View>(() => openingView(layout, DEFAULT_SIZE, READABLE_SCALE, focus));
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  // The button (and the 0 key) shows the whole chart, however small; a chart opens fitted to the width with
  // readable labels instead.
  const fit = useCallback(() => setView(fitView(layout, size)), [layout, size]);
  const open = useCallback(() => setView(openingView(layout, size, READABLE_SCALE, focus)), [layout, size, focus]);
  // A new chart (or a resized frame) opens again.
  useEffect(open, [open]);

  const centre = { x: size.width / 2, y: size.height / 2 };
  const zoomBy = (factor: number) => setView((v) => zoomAt(v, factor, centre));

  // React's onWheel is passive, so it cannot stop the page from scrolling: listen natively.
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      setView((v) => zoomAt(v, wheelZoomFactor(event.deltaY, event.deltaMode), at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('[data-state-id]')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    drag.current = { ...d, x: event.clientX, y: event.clientY };
    setView((v) => panBy(v, dx, dy));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const onFrameKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[data-state-id]') && event.key.startsWith('Arrow')) return;
    const step = 40;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else if (moves[event.key]) setView((v) => panBy(v, ...moves[event.key]!));
    else return;
    event.preventDefault();
  };

  const parentType = useMemo(() => new Map(layout.nodes.map((n) => [n.node.id, n.node.type])), [layout]);
  const containers = layout.nodes.filter((n) => n.container);
  const leaves = layout.nodes.filter((n) => !n.container);
  const isActive = (edge: LaidOutEdge) => selectedId !== null && (edge.edge.source === selectedId || edge.edge.target === selectedId);
  const edgeMark = (edge: LaidOutEdge) => (isActive(edge) ? 'is-active' : marks?.next.has(edge.edge.id) ? 'is-next' : marks?.taken.has(edge.edge.id) ? 'is-taken' : '');
  const arrowOf = (mark: string) => (mark === 'is-active' ? arrowActiveId : mark === 'is-next' ? arrowNextId : mark === 'is-taken' ? arrowTakenId : arrowId);

  const stateProps = (n: LaidOutNode) => {
    const selected = n.node.id === selectedId;
    const className = [
      'sc-state',
      `sc-state--${n.node.type}`,
      n.container ? 'sc-state--container' : '',
      n.node.parentId && parentType.get(n.node.parentId) === 'parallel' ? 'sc-state--region' : '',
      selected ? 'is-selected' : '',
      marks?.current.has(n.node.id) ? 'is-current' : marks?.visited.has(n.node.id) ? 'is-visited' : '',
      interactive ? '' : 'sc-state--static',
    ]
      .filter(Boolean)
      .join(' ');
    if (!onSelect) return { 'data-state-id': n.node.id, className };
    const select = () => onSelect(n.node.id);
    // Tabbing to a state out of sight pans it into the frame (a click lands on what is seen, so only the keyboard).
    const reveal = (event: FocusEvent<SVGGElement>) => {
      if (!event.currentTarget.matches(':focus-visible')) return;
      setView((v) => panBy(v, ...revealShift(n, v, size)));
    };
    return {
      'data-state-id': n.node.id,
      role: 'button',
      tabIndex: 0,
      'aria-label': stateAccessibleName(n.node, lang, t, n.name),
      'aria-pressed': selected,
      className,
      onClick: select,
      onFocus: reveal,
      onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select();
        }
      },
    };
  };

  const m = layoutMetrics;
  return (
    <div className={compact ? 'sc-diagram sc-diagram--compact' : 'sc-diagram'}>
      <div className="sc-diagram__toolbar">
        <Space size={4} wrap>
          <Tooltip title={t('statecharts.zoom.in')}>
            <Button icon={<ZoomInOutlined aria-hidden="true" />} aria-label={t('statecharts.zoom.in')} onClick={() => zoomBy(ZOOM_STEP)} />
          </Tooltip>
          <Tooltip title={t('statecharts.zoom.out')}>
            <Button icon={<ZoomOutOutlined aria-hidden="true" />} aria-label={t('statecharts.zoom.out')} onClick={() => zoomBy(1 / ZOOM_STEP)} />
          </Tooltip>
          <Tooltip title={t('statecharts.zoom.fit')}>
            <Button icon={<CompressOutlined aria-hidden="true" />} aria-label={t('statecharts.zoom.fit')} onClick={fit} />
          </Tooltip>
          <Tooltip title={t('statecharts.zoom.actual')}>
            <Button
              icon={<ExpandOutlined aria-hidden="true" />}
              aria-label={t('statecharts.zoom.actual')}
              onClick={() => setView((v) => zoomAt(v, 1 / v.scale, centre))}
            />
          </Tooltip>
        </Space>
        <Typography.Text type="secondary" aria-live="polite">
          {t('statecharts.zoom.level', { percent: Math.round(view.scale * 100) })}
        </Typography.Text>
        <Typography.Text type="secondary" className="sc-diagram__hint" id={hintId}>
          {t('statecharts.zoom.hint')}
        </Typography.Text>
      </div>
      {/* Focusable, so the keys of the hint pan and zoom without a mouse (a state's own arrows aside). */}
      <div
        ref={frameRef}
        className="sc-diagram__frame"
        tabIndex={0}
        role="region"
        aria-label={t('statecharts.zoom.frame', { title })}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onFrameKey}
      >
        <svg
          className="sc-diagram__svg"
          width="100%"
          height="100%"
          role={interactive ? 'group' : 'img'}
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{t('statecharts.diagramTitle', { title })}</title>
          <desc id={descId}>
            {description ?? t('statecharts.diagramDescription', { states: layout.nodes.length, transitions: layout.edges.length })}
          </desc>
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" className="sc-arrow" />
            </marker>
            <marker id={arrowActiveId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" className="sc-arrow sc-arrow--active" />
            </marker>
            {marks && (
              <>
                <marker id={arrowTakenId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
                  <path d="M0 0 L10 5 L0 10 z" className="sc-arrow sc-arrow--taken" />
                </marker>
                <marker id={arrowNextId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
                  <path d="M0 0 L10 5 L0 10 z" className="sc-arrow sc-arrow--next" />
                </marker>
              </>
            )}
          </defs>
          <g transform={`translate(${round(view.x)} ${round(view.y)}) scale(${view.scale})`}>
            {containers.map((n) => (
              <g key={n.node.id} {...stateProps(n)}>
                <rect className="sc-state__shape" x={n.x} y={n.y} width={n.width} height={n.height} rx={12} />
                <line className="sc-state__divider" x1={n.x} x2={n.x + n.width} y1={n.y + m.containerHeader - 6} y2={n.y + m.containerHeader - 6} />
                <text className="sc-state__name" x={n.x + m.containerPadding} y={n.y + 18}>
                  {n.name}
                </text>
              </g>
            ))}
            {layout.edges.map((e) => (
              <path
                key={e.edge.id}
                d={polylinePath(e.points)}
                data-edge-id={e.edge.id}
                className={['sc-edge', e.edge.internal ? 'sc-edge--internal' : '', e.edge.kind === 'always' ? 'sc-edge--always' : '', edgeClass?.(e.edge.id) ?? '', edgeMark(e)]
                  .filter(Boolean)
                  .join(' ')}
                markerEnd={`url(#${arrowOf(edgeMark(e))})`}
              />
            ))}
            {layout.initialMarkers.map((marker) => (
              <g key={`initial:${marker.parentId}`} className="sc-initial" aria-hidden="true">
                <circle cx={marker.cx} cy={marker.cy} r={marker.r / 1.4} />
                <path d={polylinePath(marker.points)} markerEnd={`url(#${arrowId})`} />
              </g>
            ))}
            {leaves.map((n) => (
              <g key={n.node.id} {...stateProps(n)}>
                {n.node.type === 'history' ? (
                  <>
                    <circle className="sc-state__shape" cx={n.x + n.width / 2} cy={n.y + n.height / 2} r={n.width / 2} />
                    <text className="sc-state__name" x={n.x + n.width / 2} y={n.y + n.height / 2 + 4} textAnchor="middle">
                      {n.node.history === 'deep' ? 'H*' : 'H'}
                    </text>
                  </>
                ) : (
                  <>
                    <rect className="sc-state__shape" x={n.x} y={n.y} width={n.width} height={n.height} rx={8} />
                    {n.node.type === 'final' && (
                      <rect className="sc-state__inner" x={n.x + 3} y={n.y + 3} width={n.width - 6} height={n.height - 6} rx={6} />
                    )}
                    <text className="sc-state__name" x={n.x + n.width / 2} y={n.y + n.height / 2 + 4.5} textAnchor="middle">
                      {n.name}
                    </text>
                  </>
                )}
              </g>
            ))}
            {layout.edges.map((e) =>
              e.label ? (
                <g key={`label:${e.edge.id}`} className={['sc-label', edgeClass?.(e.edge.id) ?? '', edgeMark(e)].filter(Boolean).join(' ')} aria-hidden="true">
                  <rect x={e.label.x} y={e.label.y} width={e.label.width} height={e.label.height} rx={3} />
                  <text x={e.label.x + m.labelPadding} y={e.label.y + m.labelPadding}>
                    {e.label.lines.map((line, i) => (
                      <tspan key={i} x={e.label!.x + m.labelPadding} dy={i === 0 ? m.labelLineHeight - 3 : m.labelLineHeight}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                </g>
              ) : null,
            )}
          </g>
        </svg>
      </div>
    </div>
  );
}
