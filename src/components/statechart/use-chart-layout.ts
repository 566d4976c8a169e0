import { useEffect, useRef, useState } from 'react';
import { layoutBestFit, type GraphLayout } from '../../../machines/graph/layout';
import type { GraphEdge, GraphNode, MachineGraph } from '../../../machines/graph/machine-graph';
import { layoutEngine } from './elk-engine';

export type ChartLayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: GraphLayout }
  | { status: 'error'; error: string };

/**
 * Lays a graph out with ELK (off the main thread when possible). Labels (and `stateName`, the text of each state's
 * box when not its key) depend on the language, so the cache key includes it; switching back and forth between
 * machines or languages does not lay out again.
 */
export function useChartLayout(
  graph: MachineGraph | null,
  cacheKey: string,
  edgeLabel: (edge: GraphEdge) => string[],
  attempt: number,
  stateName?: (node: GraphNode) => string,
): ChartLayoutState {
  const cache = useRef(new Map<string, GraphLayout>());
  const [state, setState] = useState<ChartLayoutState>({ status: 'loading' });
  const labelRef = useRef(edgeLabel);
  labelRef.current = edgeLabel;
  const nameRef = useRef(stateName);
  nameRef.current = stateName;

  useEffect(() => {
    if (!graph) return;
    const cached = cache.current.get(cacheKey);
    if (cached) {
      setState({ status: 'ready', layout: cached });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    layoutEngine()
      .then((elk) => layoutBestFit(graph, elk, { edgeLabel: labelRef.current, stateName: nameRef.current }))
      .then(
        (layout) => {
          cache.current.set(cacheKey, layout);
          if (!cancelled) setState({ status: 'ready', layout });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [graph, cacheKey, attempt]);

  return state;
}
